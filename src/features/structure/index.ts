import { lazyScreen } from '../../shell/lazyScreen.tsx';

export const StructurePage = lazyScreen(() => import('./StructurePage.tsx').then((module) => module.StructurePage));
export const ImportPage = lazyScreen(() => import('./ImportPage.tsx').then((module) => module.ImportPage));
