import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const AuditLogPage = lazyScreen(() => import('./AuditLogPage.tsx').then((module) => module.AuditLogPage));
