import { describe, expect, it } from 'vitest';
import {
  bannerDurationMs,
  bannerForTransition,
  classifyNetwork,
  isSlowConnection,
  isVerySlowConnection,
} from './network-status.ts';

describe('network classification', () => {
  it('is offline when the browser says so', () => {
    expect(classifyNetwork(false, { downlink: 50 })).toBe('offline');
  });

  it('is slow below 1 Mbit/s, on slow-2g/2g/3g or above 200 ms round trip', () => {
    expect(isSlowConnection({ downlink: 0.5 })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(true);
    expect(isSlowConnection({ rtt: 250 })).toBe(true);
    expect(classifyNetwork(true, { rtt: 201 })).toBe('slow');
  });

  it('is good otherwise, or when the browser does not say', () => {
    expect(isSlowConnection({ downlink: 10, effectiveType: '4g', rtt: 50 })).toBe(false);
    expect(isSlowConnection({ downlink: 1, rtt: 200 })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(classifyNetwork(true, undefined)).toBe('good');
  });

  it('counts 2g and data saver as too slow for background prefetching', () => {
    expect(isVerySlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isVerySlowConnection({ saveData: true })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '3g' })).toBe(false);
  });
});

describe('network banners', () => {
  it('shows the offline banner until the connection returns, then "restored"', () => {
    expect(bannerForTransition('good', 'offline')).toBe('noConnection');
    expect(bannerForTransition('offline', 'good')).toBe('connectionRestored');
    expect(bannerForTransition('offline', 'slow')).toBe('connectionRestored');
  });

  it('warns once when the connection becomes slow', () => {
    expect(bannerForTransition('good', 'slow')).toBe('slowConnection');
    expect(bannerForTransition(undefined, 'slow')).toBe('slowConnection');
    expect(bannerForTransition('slow', 'slow')).toBeNull();
    expect(bannerForTransition('good', 'good')).toBeNull();
  });

  it('keeps offline until back, restored for 3 s, slow for 15 s', () => {
    expect(bannerDurationMs('noConnection')).toBeNull();
    expect(bannerDurationMs('connectionRestored')).toBe(3000);
    expect(bannerDurationMs('slowConnection')).toBe(15_000);
  });
});
