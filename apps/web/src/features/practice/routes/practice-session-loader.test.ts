import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/auth/current-user.ts';
import { practisedHereBy } from './practice-session-loader.ts';

const person = (userType: 'STUDENT' | 'TEACHER', profileId: string) =>
  ({ userType, profile: { id: profileId } }) as CurrentUser;

describe('whose attempt the practice session shows (in the browser and on the server)', () => {
  const ana = person('STUDENT', 'sp-ana');
  const attempt = { status: 'IN_PROGRESS', isPreview: false, student: { id: 'sp-ana' } } as const;

  it("is its own student's while it is in progress", () => {
    expect(practisedHereBy(attempt, ana)).toBe(true);
    expect(practisedHereBy({ ...attempt, status: 'COMPLETED' }, ana)).toBe(false);
  });

  it("is not another student's, nor a teacher's look at a student's attempt", () => {
    expect(practisedHereBy(attempt, person('STUDENT', 'sp-bea'))).toBe(false);
    expect(practisedHereBy(attempt, person('TEACHER', 'tp-tom'))).toBe(false);
    expect(practisedHereBy(attempt, null)).toBe(false);
  });

  it("is a teacher's own preview, never a student's", () => {
    const preview = { status: 'IN_PROGRESS', isPreview: true, student: null } as const;
    expect(practisedHereBy(preview, person('TEACHER', 'tp-tom'))).toBe(true);
    expect(practisedHereBy(preview, ana)).toBe(false);
  });
});
