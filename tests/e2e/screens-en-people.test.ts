import { walkScreens } from './screens.ts';

/** Every screen of a manager, an employee and the staff in English (screens.ts). */
walkScreens('en', ['manager', 'employee', 'staff']);
