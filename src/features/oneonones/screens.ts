/** The one-on-ones' three screens in one chunk. */
export { MeetingPage } from './MeetingPage.tsx';
export { OneOnOnesPage } from './OneOnOnesPage.tsx';
export { SeriesPage } from './SeriesPage.tsx';
