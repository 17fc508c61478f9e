import { lazyScreen } from '../../../shell/lazyScreen.tsx';

export const TemplatesListPage = lazyScreen(() => import('./screens.ts').then((module) => module.TemplatesListPage));
export const TemplateBuilderPage = lazyScreen(() =>
  import('./screens.ts').then((module) => module.TemplateBuilderPage),
);
