import { createHash } from 'node:crypto';

/** The element that holds a drawn page's script tags until the page has been painted. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** At the latest, the app starts this long after the page's markup has arrived (a stalled picture holds the load event). */
export const START_AT_THE_LATEST_MS = 3000;

/**
 * On a page the server drew, the app's scripts only make it interactive, so they are asked for once what
 * the page shows has arrived and been painted: two frames after the load event (style sheets, fonts, the
 * lead picture: the first frame draws them, the second begins once that one has gone to the screen), or after
 * START_AT_THE_LATEST_MS. Until then the connection carries only what the visitor
 * sees. A script in a <template> does not run; appended to the document, it does. This script sits after
 * the page's markup and state, so the app never starts on a half-parsed page.
 */
export const START_AFTER_PAINT_SCRIPT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  `var scripts=document.getElementById('${APP_SCRIPTS_ID}');if(scripts)document.head.appendChild(scripts.content)}` +
  'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}' +
  "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);" +
  `setTimeout(start,${START_AT_THE_LATEST_MS})})();`;

/** The script's hash, for the Content-Security-Policy's script-src (no other inline script runs). */
export const START_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;
