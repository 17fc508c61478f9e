import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startServices } from './App.tsx';
import { preloadScreen } from './preload.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app starts in steps, each a task of its own after the one that evaluated its code, so that none holds the page
 * for long on a slow phone: the deep link's first reads and screen code are asked for, then the translations and the
 * session's reads are set up, then React renders. A hidden tab goes straight on: its timers are held back to one a
 * second. A step that fails fails this module, which src/main.tsx reports on the page.
 */
const nextTask = () =>
  document.visibilityState === 'hidden'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        setTimeout(resolve, 0);
      });

await nextTask();
preloadScreen(window.location);
await nextTask();
const services = startServices();
await nextTask();
// A transition: React renders the app in short slices, so the page answers input while it starts, and the outline
// index.html painted stays until the first screen is ready to replace it.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
