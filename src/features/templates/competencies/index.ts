export { CompetenciesPage } from './CompetenciesPage.tsx';
