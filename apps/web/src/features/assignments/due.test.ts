// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/translation.json';
import en from '../../locales/en/translation.json';
import es from '../../locales/es/translation.json';
import { attemptsLeftLabel, attemptsUsedLabel, DUE_SOON_MS, dueColor, dueState } from './due.ts';
import { startBlock } from './start-availability.ts';

const now = new Date('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE_MS = 60_000;

async function translator(lng: 'en' | 'es' | 'ar', resources: object) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: resources } } });
  return i18n.t;
}

describe('the due badge', () => {
  it('has no colour a day or more ahead, warning under 24 hours, error once past', () => {
    expect(dueState(null, now)).toBe('none');
    expect(dueState(at(3 * DUE_SOON_MS), now)).toBe('upcoming');
    expect(dueState(at(DUE_SOON_MS), now)).toBe('upcoming');
    expect(dueState(at(DUE_SOON_MS - MINUTE_MS), now)).toBe('soon');
    expect(dueState(at(0), now)).toBe('soon');
    expect(dueState(at(-1), now)).toBe('past');
    expect(['upcoming', 'soon', 'past'].map((state) => dueColor(state as never))).toEqual([
      'default',
      'warning',
      'error',
    ]);
  });
});

describe('the attempt labels', () => {
  it('counts attempts used against those allowed, or alone when unlimited', async () => {
    const t = await translator('en', en);
    expect(attemptsUsedLabel(t, 1, 2)).toBe('1 of 2 attempts used');
    expect(attemptsUsedLabel(t, 0, 1)).toBe('0 of 1 attempt used');
    expect(attemptsUsedLabel(t, 3, null)).toBe('3 attempts used');
    expect(attemptsLeftLabel(t, 1)).toBe('1 attempt left');
    expect(attemptsLeftLabel(t, 0)).toBe('No attempts left');
    expect(attemptsLeftLabel(t, null)).toBe('Unlimited attempts');
  });

  it('speaks Spanish and Arabic with their own plural forms', async () => {
    const tEs = await translator('es', es);
    expect(attemptsUsedLabel(tEs, 1, 2)).toBe('1 de 2 intentos usados');
    expect(attemptsLeftLabel(tEs, 1)).toBe('Te queda 1 intento');
    const tAr = await translator('ar', ar);
    expect(attemptsLeftLabel(tAr, 2)).toBe('تبقّت محاولتان');
    expect(attemptsLeftLabel(tAr, 3)).toBe('تبقّت 3 محاولات');
  });
});

describe('why Start is off', () => {
  const brief = (overrides: {
    canStart?: boolean;
    attemptsLeft?: number | null;
    status?: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
    startsAt?: string;
    dueAt?: string | null;
    extendedTo?: string | null;
  }) => ({
    canStart: overrides.canStart ?? false,
    attemptsLeft: overrides.attemptsLeft ?? 1,
    assignment: {
      status: overrides.status ?? 'PUBLISHED',
      startsAt: overrides.startsAt ?? at(-DUE_SOON_MS),
      dueAt: overrides.dueAt ?? null,
      myProgress: { dueAt: overrides.extendedTo ?? overrides.dueAt ?? null },
    },
  });

  it('gives the reason the server would, in the order it checks', () => {
    expect(startBlock(brief({ canStart: true }), now)).toBeNull();
    expect(startBlock(brief({ status: 'CLOSED', dueAt: at(-1) }), now)).toBe('closed');
    expect(startBlock(brief({ status: 'DRAFT' }), now)).toBe('draft');
    expect(startBlock(brief({ startsAt: at(MINUTE_MS) }), now)).toBe('notStarted');
    expect(startBlock(brief({ dueAt: at(-MINUTE_MS) }), now)).toBe('pastDue');
    expect(startBlock(brief({ attemptsLeft: 0 }), now)).toBe('noAttemptsLeft');
  });

  it("reads the student's extension rather than the assignment's due date", () => {
    const extended = brief({ dueAt: at(-MINUTE_MS), extendedTo: at(DUE_SOON_MS), attemptsLeft: 0 });
    expect(startBlock(extended, now)).toBe('noAttemptsLeft');
  });
});
