import { longWord, walkScreens } from './screens.ts';

/** Every screen of a manager, an employee and the staff in Russian (screens.ts), and a word too long for a line. */
const env = walkScreens('ru', ['manager', 'employee', 'staff']);
longWord(env);
