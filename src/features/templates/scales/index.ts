export { ScalesPage } from './ScalesPage.tsx';
