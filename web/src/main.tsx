import { installChunkReload } from './lib/chunk-reload';
import './styles.css';

installChunkReload();

/**
 * The page the gateway rendered paints from its HTML and the stylesheet alone; the app that hydrates
 * it is fetched once that first frame is on screen, so that on a phone's network its scripts do not
 * share the bandwidth the HTML, the stylesheet and the first images need.
 */
function afterFirstPaint(start: () => void): void {
  // A page opened in the background paints nothing until it is shown: it starts at once.
  if (document.visibilityState === 'hidden') return start();
  // A frame's callbacks run just before it paints; a task queued from one runs after the paint.
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => void import('./start'));
