import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { beforeFirstRender } from './app/firstRender';

const root = document.getElementById('root');
if (root) {
  // Until React's first render, #root keeps what the server pre-rendered (the home page's top).
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
