// The entry: the stylesheet (so it stays a render-blocking <link> in index.html) and the boot of
// the app. On the home page the server sends a pre-rendered copy of the page's top (src/shell/)
// and leaves out the preloads of the app's chunks: the browser paints the copy first, and the
// app's script is fetched and run after that paint. Every other page preloads the chunks
// (see vite.config.ts) and boots at once.
import './styles/global.css';
import { afterNextPaint } from './app/paint';
import { holdCopy } from './app/takeover';

const root = document.getElementById('root');
if (root) {
  if (root.firstChild) {
    const takeover = holdCopy(root);
    void afterNextPaint()
      .then(() => import('./app/boot'))
      .then(({ boot }) => boot(root, takeover));
  } else {
    void import('./app/boot').then(({ boot }) => boot(root));
  }
}
