import { walkScreens } from './screens.ts';

/** Every screen of an admin in Russian (screens.ts). */
walkScreens('ru', ['admin']);
