import { PAGES } from '../../shell/access.ts';

/** A goal's page under the company's basename. */
export const goalPath = (basename: string, id: number) => `${basename}/${PAGES.goal.replace(':id', String(id))}/`;
export const goalsPath = (basename: string) => `${basename}/${PAGES.goals}/`;
