import { PAGES } from '../../shell/access.ts';

export const oneOnOnesPath = (basename: string) => `${basename}/${PAGES.oneOnOnes}/`;
export const seriesPath = (basename: string, id: number) =>
  `${basename}/${PAGES.oneOnOneSeries.replace(':id', String(id))}/`;
export const meetingPath = (basename: string, id: number) =>
  `${basename}/${PAGES.oneOnOneMeeting.replace(':id', String(id))}/`;
