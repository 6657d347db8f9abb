import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test/i18n.ts';
import { SessionTimer } from './session-timer.tsx';

const NOW = new Date('2026-11-24T10:00:00.000Z');

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the session clock', () => {
  it('counts against the limit and ends the attempt once when it is reached', () => {
    setVisibility('visible');
    const onLimit = vi.fn();
    render(
      <SessionTimer
        storedSeconds={57}
        lastLineAt={NOW.toISOString()}
        limitSeconds={60}
        running
        onLimit={onLimit}
      />,
    );
    expect(screen.getByRole('timer').textContent).toBe('0:57 of 1:00');
    act(() => vi.advanceTimersByTime(2000));
    expect(onLimit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onLimit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer').textContent).toBe('1:00 of 1:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(onLimit).toHaveBeenCalledTimes(1);
  });

  it('stands still while the tab is hidden', () => {
    setVisibility('visible');
    render(
      <SessionTimer
        storedSeconds={10}
        lastLineAt={NOW.toISOString()}
        limitSeconds={null}
        running
        onLimit={() => undefined}
      />,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('0:15');
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('0:15');
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer').textContent).toBe('0:18');
  });
});
