import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../../shell/lazyScreen.tsx';

const forms = () => import('./AssessmentPeriodForms.tsx');

const assessmentPeriods = {
  list: lazyScreen(() => import('./AssessmentPeriodList.tsx').then((module) => module.AssessmentPeriodList)),
  create: lazyScreen(() => forms().then((module) => module.AssessmentPeriodCreate)),
  edit: lazyScreen(() => forms().then((module) => module.AssessmentPeriodEdit)),
  icon: EventIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default assessmentPeriods;
