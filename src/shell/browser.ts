/**
 * Full-page navigations (to the identity provider, the users service, or a fresh start after a session
 * change). One seam so tests can observe them: jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
