import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadScreen } from './preload.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadScreen(window.location);
// A transition: React renders the app in short slices, so the page answers input while it starts, and the outline
// index.html painted stays until the first screen is ready to replace it.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
