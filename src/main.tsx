/**
 * The app's code runs once the browser has put on screen what index.html (or the server's first paint of the page)
 * drew: were it to run first, the page would stay blank until the libraries had been evaluated and the app mounted.
 */
const start = () => {
  import('./boot.tsx').catch((error: unknown) => {
    console.error('the app could not be loaded or started', error);
    const status = document.querySelector('#root [role="status"]');
    if (status) status.textContent = 'Не удалось загрузить приложение, обновите страницу. / The app failed to load.';
  });
  // A deep link into a company needs the company app too: asked for beside the app's own files rather than once
  // they have run. Only a head start: the app loads it itself, and says so if it fails.
  if (/^\/c\/\d+\//.test(window.location.pathname)) import('./admin/CompanyAdmin.tsx').catch(() => undefined);
};

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
