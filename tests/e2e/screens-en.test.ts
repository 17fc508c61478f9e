import { walkScreens } from './screens.ts';

/** Every screen in English (screens.ts). */
walkScreens('en');
