/**
 * How a painted sign-in page starts the app. Nothing of the app is asked for before the page's
 * first frame: its modules would share a slow link with the font the page paints with, and, found
 * in the cache, half a megabyte of JavaScript would run before that frame on a slow phone. Once
 * the frame is painted, the start script moves the app's links out of their template (its modules,
 * all at once, and its stylesheets' links, which the app looks for) and imports the entry; the app
 * then takes the page over (lib/prerendered-page.ts).
 */

/** The template holding the links to add once the page is painted. */
export const AFTER_FIRST_PAINT_TEMPLATE_ID = 'after-first-paint';
/** The start script's attribute naming the app's entry module. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/** A performance mark at the moment the app is started, for DevTools and the end-to-end tests. */
export const APP_START_MARK = 'charla:app-start';

/** A browser that never reports the paint (none is known) still starts the app after this. */
export const START_AT_THE_LATEST_MS = 5_000;

/**
 * The start script's source. It waits for the browser's own first-contentful-paint entry: the
 * frame on screen, not only drawn (under load, presenting a frame can take a few hundred
 * milliseconds more). A hidden tab paints nothing, so there, or once the tab is hidden, the app
 * starts at once; so it does in a browser without paint timing.
 */
export function startAfterFirstPaintScript(): string {
  return `const entry = document.querySelector('script[${ENTRY_ATTRIBUTE}]')?.getAttribute('${ENTRY_ATTRIBUTE}');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const links = document.getElementById('${AFTER_FIRST_PAINT_TEMPLATE_ID}');
  if (links instanceof HTMLTemplateElement) document.head.append(links.content);
  performance.mark('${APP_START_MARK}');
  if (entry) import(entry);
};
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
  start();
} else {
  document.addEventListener('visibilitychange', start, { once: true });
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${START_AT_THE_LATEST_MS});
}
`;
}
