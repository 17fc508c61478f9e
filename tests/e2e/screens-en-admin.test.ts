import { walkScreens } from './screens.ts';

/** Every screen of an admin in English (screens.ts). */
walkScreens('en', ['admin']);
