import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { NotConfiguredPage } from '../../pages/settings/index.ts';

const agreements = {
  list: NotConfiguredPage,
  icon: HandshakeIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default agreements;
