/** The builder's two screens in one chunk. */
export { TemplateBuilderPage } from './TemplateBuilderPage.tsx';
export { TemplatesListPage } from './TemplatesListPage.tsx';
