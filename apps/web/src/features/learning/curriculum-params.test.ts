import { describe, expect, it } from 'vitest';
import { curriculumListParams, totalMinutes } from './curriculum-params.ts';

describe('curriculumListParams', () => {
  it('reads scope, level and sort from the URL', () => {
    const url = new URL('http://app.test/?scope=MINE&level=A2&sort=LEVEL&order=desc&q=viaje');
    expect(curriculumListParams(url)).toEqual({
      page: 1,
      sortField: 'LEVEL',
      sortOrder: 'DESC',
      filter: { scope: 'MINE', level: 'A2', text: 'viaje' },
    });
  });
});

describe('totalMinutes', () => {
  it('adds the seconds first, then rounds up once', () => {
    expect(totalMinutes([{ estimatedDurationSeconds: 90 }, { estimatedDurationSeconds: 90 }])).toBe(
      3,
    );
    expect(totalMinutes([])).toBe(0);
  });
});
