import StarIcon from '@mui/icons-material/Star';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../../shell/lazyScreen.tsx';

const values = {
  list: lazyScreen(() => import('./ValueList.tsx').then((module) => module.ValueList)),
  create: lazyScreen(() => import('./ValueCreate.tsx').then((module) => module.ValueCreate)),
  edit: lazyScreen(() => import('./ValueEdit.tsx').then((module) => module.ValueEdit)),
  icon: StarIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default values;
