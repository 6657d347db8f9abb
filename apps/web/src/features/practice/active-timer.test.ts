import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  IDLE_GAP_CAP_SECONDS,
  pauseTimer,
  resumeTimer,
  startTimer,
} from './active-timer.ts';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (seconds: number) => T0 + seconds * 1000;

describe('the active-time clock', () => {
  it('adds the time since the last line to the server’s figure', () => {
    const timer = startTimer(120, at(-10), at(0), true);
    expect(elapsedSeconds(timer, at(0))).toBe(130);
    expect(elapsedSeconds(timer, at(25))).toBe(155);
  });

  it('stops counting while the tab is hidden and goes on when it is shown', () => {
    let timer = startTimer(60, at(0), at(0), true);
    timer = pauseTimer(timer, at(20));
    expect(elapsedSeconds(timer, at(20))).toBe(80);
    expect(elapsedSeconds(timer, at(70))).toBe(80);
    timer = resumeTimer(timer, at(70));
    expect(elapsedSeconds(timer, at(75))).toBe(85);
  });

  it('starts paused in a hidden tab', () => {
    const timer = startTimer(30, at(0), at(5), false);
    expect(elapsedSeconds(timer, at(60))).toBe(35);
  });

  it('counts at most the server’s idle cap for one pause, as the server does', () => {
    const timer = startTimer(10, at(0), at(0), true);
    expect(elapsedSeconds(timer, at(IDLE_GAP_CAP_SECONDS + 300))).toBe(10 + IDLE_GAP_CAP_SECONDS);
    // A page opened long after the last line starts at the cap too.
    expect(elapsedSeconds(startTimer(10, at(0), at(3600), true), at(3600))).toBe(
      10 + IDLE_GAP_CAP_SECONDS,
    );
  });

  it('ignores a last line in the future (a client clock behind the server’s)', () => {
    expect(elapsedSeconds(startTimer(40, at(30), at(0), true), at(0))).toBe(40);
  });
});
