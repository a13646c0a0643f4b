// Starts the app in #root. Until React's first render, #root keeps what the server
// pre-rendered (the home page's top), so the first render waits only for what would otherwise
// change the page straight after: see ./firstRender.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { beforeFirstRender } from './firstRender';

export function boot(root: HTMLElement): void {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  const ready = beforeFirstRender();
  if (ready) void ready.then(render, render);
  else render();
}
