/** How often the bell asks for its number while the page is open (and again whenever the window gets focus). */
export const UNREAD_POLL_MS = 30_000;
