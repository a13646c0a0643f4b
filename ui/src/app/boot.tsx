// Starts the app in #root. Until React's first render, #root keeps what the server
// pre-rendered (the home page's top), so the first render waits only for what would otherwise
// change the page straight after (see ./firstRender), and then replaces the copy at once.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { beforeFirstRender } from './firstRender';
import type { Takeover } from './takeover';

/** `takeover`: when #root holds the server's copy, what was held while the app loaded. */
export function boot(root: HTMLElement, takeover?: Takeover): void {
  const render = () => {
    const reactRoot = createRoot(root);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (takeover) takeover.finish(() => flushSync(() => reactRoot.render(app)));
    else reactRoot.render(app);
    // For whoever needs to know the page is live (the end-to-end tests wait on it).
    root.dataset.app = 'running';
  };
  const ready = beforeFirstRender();
  if (ready) void ready.then(render, render);
  else render();
}
