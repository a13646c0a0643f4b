// The entry: the stylesheet (so it stays a render-blocking <link> in index.html) and the boot of
// the app, whose files index.html already preloads (see vite.config.ts). On the home page the
// server has sent a pre-rendered copy of the page's top (src/shell/): the browser paints it
// first, and the app's script runs after that paint, so the visitor never waits on it to see
// the page.
import './styles/global.css';
import { afterNextPaint } from './app/paint';

const root = document.getElementById('root');
if (root) {
  const boot = () => import('./app/boot').then(({ boot }) => boot(root));
  if (root.firstChild) void afterNextPaint().then(boot);
  else void boot();
}
