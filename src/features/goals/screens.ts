/** The goals' two screens in one chunk: their libraries count once among the chunks that share them (vite.config.ts). */
export { GoalPage } from './GoalPage.tsx';
export { GoalsPage } from './GoalsPage.tsx';
