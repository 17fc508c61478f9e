import { longWord, walkScreens } from './screens.ts';

/** Every screen in Russian (screens.ts), and a word too long for a line. */
const env = walkScreens('ru');
longWord(env);
