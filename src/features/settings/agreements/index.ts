import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../../shell/lazyScreen.tsx';

const forms = () => import('./AgreementForms.tsx');

const agreements = {
  list: lazyScreen(() => import('./AgreementList.tsx').then((module) => module.AgreementList)),
  show: lazyScreen(() => import('./AgreementShow.tsx').then((module) => module.AgreementShow)),
  create: lazyScreen(() => forms().then((module) => module.AgreementCreate)),
  edit: lazyScreen(() => forms().then((module) => module.AgreementEdit)),
  icon: HandshakeIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default agreements;
