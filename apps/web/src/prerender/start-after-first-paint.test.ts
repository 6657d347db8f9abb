import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_START_MARK,
  START_AT_THE_LATEST_MS,
  startAfterFirstPaintScript,
} from './start-after-first-paint.ts';

/** A painted page's head as prerendered-document.ts writes it. */
function paintedHead() {
  document.head.innerHTML =
    '<template id="after-first-paint"><link rel="modulepreload" href="/assets/vendor-2b.js"></template>' +
    '<script type="module" src="/assets/start-after-paint-9f.js" data-entry="/assets/index-1a.js"></script>';
}

/** The browser's paint timing, reported by hand: `paint()` is the first contentful paint. */
function paintTiming() {
  let report: (() => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: PerformanceObserverEntryList, observer: unknown) => void) {
      const list = {
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
      } as unknown as PerformanceObserverEntryList;
      report = () => callback(list, this);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return { paint: () => report?.() };
}

/** Runs the start script with `import` standing in for the browser's module loader. */
function run() {
  const load = vi.fn();
  new Function('load', startAfterFirstPaintScript().replace('import(', 'load('))(load);
  return load;
}

const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the script that starts the app on a painted page', () => {
  beforeEach(() => {
    paintedHead();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    performance.clearMarks();
  });

  it('waits for the first contentful paint, then adds the links, loads the app and marks the moment', () => {
    const timing = paintTiming();
    const load = run();
    expect(load).not.toHaveBeenCalled();
    expect(modulePreloads()).toEqual([]);
    timing.paint();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-1a.js');
    expect(modulePreloads()).toEqual(['/assets/vendor-2b.js']);
    expect(performance.getEntriesByName(APP_START_MARK)).toHaveLength(1);
    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden before its paint', () => {
    paintTiming();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(run()).toHaveBeenCalledWith('/assets/index-1a.js');

    paintedHead();
    visibility.mockReturnValue('visible');
    const load = run();
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(load).toHaveBeenCalledWith('/assets/index-1a.js');
  });

  it('starts anyway if the paint is never reported', () => {
    paintTiming();
    const load = run();
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(load).toHaveBeenCalledWith('/assets/index-1a.js');
  });
});
