import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { finiteAnimationsEnded } from './finite-animations.ts';

/**
 * The layout check every journey gets (see fixtures.ts): each page a test visited is opened again
 * at the end of the test, in English and Arabic, at a desktop and a phone width, and must show no
 * collapsed field, no clipped label or button text, no horizontal scrolling and nothing reaching
 * past the viewport. A page is checked once per run (the first test to visit it), by its route:
 * ids in the path do not make a new page. The workers share which routes are taken through files
 * in the folder the global setup made (CHARLA_E2E_LAYOUT_DIR).
 */
export const LAYOUT_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export const LAYOUT_LOCALES = ['en', 'ar'] as const;
/** Narrower than this, a text field cannot show what is typed in it (issue 15: 28 px fields). */
export const MIN_FIELD_WIDTH_PX = 80;
const LANGUAGE_COOKIE = 'charla-language';
const SETTLE_TIMEOUT_MS = 5_000;

function layoutDir(): string {
  const dir = process.env.CHARLA_E2E_LAYOUT_DIR;
  if (!dir) throw new Error('CHARLA_E2E_LAYOUT_DIR is not set: the global setup did not run');
  return dir;
}

/** True for the one test in the whole run (any worker) that gets to check `route`. */
async function claimRoute(route: string): Promise<boolean> {
  try {
    await writeFile(join(layoutDir(), encodeURIComponent(route)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * "/learning/scenario/0b6c…" and "/learning/scenario/5f1e…" are one page; so are two invitation
 * links, whose random token may have no digit (but then a capital letter or an underscore, which
 * the app's own path words never have).
 */
export function routeOf(url: URL): string {
  const segments = url.pathname
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(segment) ||
      (segment.length >= 16 && /[\dA-Z_]/.test(segment)) ||
      /^\d+$/.test(segment)
        ? ':id'
        : segment,
    );
  return segments.join('/') || '/';
}

/** Remembers the app's pages the context's tabs show, in the order they were first visited. */
export function recordVisits(context: BrowserContext, origin: string): Map<string, string> {
  const visited = new Map<string, string>();
  const watch = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.origin !== origin) return;
      const route = routeOf(url);
      if (!visited.has(route)) visited.set(route, url.href);
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return visited;
}

/** What is wrong with the layout of the page as it is shown now; empty when nothing. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minFieldWidth) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        element.closest('.MuiFormControl-root')?.querySelector('label')?.textContent ??
        element.textContent ??
        '';
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${label.trim().slice(0, 60)}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Visually hidden helpers (1 px, clipped) are meant for screen readers.
      return !(box.width <= 1 && box.height <= 1);
    };

    if (document.documentElement.scrollWidth > viewportWidth + 1) {
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport`,
      );
    }

    // Text fields and selects: the outlined box an MUI field draws, or a bare control.
    const fields = new Set<Element>();
    for (const control of document.querySelectorAll(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=range]), textarea, select, [role=combobox]',
    )) {
      if (control.getAttribute('aria-hidden') === 'true') continue;
      if (control.tagName === 'TEXTAREA' && control.getAttribute('aria-hidden') !== null) continue;
      const box = control.closest('.MuiInputBase-root') ?? control;
      if (visible(box)) fields.add(box);
    }
    for (const field of fields) {
      const width = field.getBoundingClientRect().width;
      const control = field.querySelector('input, textarea, [role=combobox]') ?? field;
      if (width < minFieldWidth)
        problems.push(`${describe(control)} is ${Math.round(width)} px wide`);
    }

    // A label or a button whose text does not fit is cut off (MUI ellipsises field labels).
    for (const label of document.querySelectorAll('.MuiInputLabel-root')) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1)
        problems.push(`the label "${label.textContent?.trim()}" is cut off`);
    }
    for (const button of document.querySelectorAll('button, [role=button], a.MuiButton-root')) {
      if (!visible(button) || button.closest('[role=tablist]')) continue;
      if (button.scrollWidth > button.clientWidth + 1)
        problems.push(`${describe(button)} is too narrow for its text`);
    }

    // Nothing reaches past the viewport, unless a scrolling box of its own holds it.
    const clipsOverflow = (element: Element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const reported = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right <= viewportWidth + 1 && box.left >= -1) continue;
      if (clipsOverflow(element)) continue;
      // Report the outermost element only.
      if ([...reported].some((outer) => outer.contains(element))) continue;
      reported.add(element);
      problems.push(
        `${describe(element)} reaches past the viewport (${Math.round(box.left)}–${Math.round(box.right)} px of ${viewportWidth})`,
      );
    }
    return problems;
  }, MIN_FIELD_WIDTH_PX);
}

/** How long no request may be in flight before a page counts as idle (Playwright's networkidle). */
const QUIET_MS = 500;
const QUIET_POLL_MS = 50;

/**
 * Playwright's network idle for one tab, leaving out event streams: a page holding one (the
 * practice session's) is never idle, so `networkidle` made each of its checks wait the whole
 * settle timeout. Returns a wait that ends once nothing else was in flight for QUIET_MS.
 */
function watchRequests(page: Page): (timeoutMs: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  page.on('request', (request) => {
    if (request.headers().accept?.includes('text/event-stream')) return;
    inFlight.add(request);
  });
  const finished = (request: Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = Date.now();
  };
  // A redirected request finishes too; a cancelled one fails.
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async (timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - quietSince >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    }
  };
}

/**
 * Waits until the page shows its content: no request in flight (`networkIdle`, see
 * watchRequests), no spinner, fonts loaded, and whatever was moving in (a notice sliding into
 * view) arrived.
 */
async function settle(
  page: Page,
  networkIdle: (timeoutMs: number) => Promise<void>,
): Promise<void> {
  await networkIdle(SETTLE_TIMEOUT_MS);
  // A spinner has no value; a bar showing a figure (aria-valuenow) is content and never leaves.
  await page
    .locator('[role=progressbar]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'hidden', timeout: SETTLE_TIMEOUT_MS })
    .catch(() => undefined);
  await finiteAnimationsEnded(page, SETTLE_TIMEOUT_MS);
}

/**
 * Opens each page of `visited` that no test of the run claimed yet in a new tab of the test's
 * context (its user, its cookies) in every locale and viewport; returns the routes it checked and
 * the problems, each naming where it was found.
 */
export async function checkVisitedLayouts(
  context: BrowserContext,
  visited: Map<string, string>,
  origin: string,
): Promise<{ checked: string[]; problems: string[] }> {
  const claimed = await Promise.all([...visited].map(([route]) => claimRoute(route)));
  const pending = [...visited].filter((_entry, index) => claimed[index]);
  const checked = pending.map(([route]) => route);
  if (pending.length === 0) return { checked, problems: [] };
  const problems: string[] = [];
  const tab = await context.newPage();
  const networkIdle = watchRequests(tab);
  try {
    for (const locale of LAYOUT_LOCALES) {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: origin }]);
      for (const [route, href] of pending) {
        const [first, ...others] = LAYOUT_VIEWPORTS;
        await tab.setViewportSize(first);
        await tab.goto(href);
        // A page that sends the visitor away (a used link, a guard) is checked where it lands.
        if (new URL(tab.url()).origin !== origin) continue;
        await settle(tab, networkIdle);
        for (const viewport of [first, ...others]) {
          if (viewport !== first) {
            await tab.setViewportSize(viewport);
            await settle(tab, networkIdle);
          }
          const where = `${route} (${locale}, ${viewport.width} px${tab.url() === href ? '' : `, shown at ${new URL(tab.url()).pathname}`})`;
          for (const problem of await layoutProblems(tab)) problems.push(`${where}: ${problem}`);
        }
      }
    }
  } finally {
    await tab.close();
  }
  return { checked, problems };
}
