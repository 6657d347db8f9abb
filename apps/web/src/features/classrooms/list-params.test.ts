import { describe, expect, it } from 'vitest';
import { classroomListParams, inviteUrl } from './list-params.ts';

describe('classroomListParams', () => {
  it('defaults to the first page of active classrooms by name, eight per page', () => {
    expect(classroomListParams(new URL('http://x/accounts/classroom'))).toEqual({
      page: 1,
      pageSize: 8,
      search: null,
      archived: false,
      sortField: 'NAME',
      sortOrder: 'ASC',
    });
  });

  it('reads the search, page, sort and archived filter', () => {
    const url = new URL(
      'http://x/accounts/classroom?page=3&q=%20b1%20&sort=LEVEL&order=desc&archived=1',
    );
    expect(classroomListParams(url)).toMatchObject({
      page: 3,
      search: 'b1',
      sortField: 'LEVEL',
      sortOrder: 'DESC',
      archived: true,
    });
  });

  it('ignores an unknown sort field and a bad page number', () => {
    const url = new URL('http://x/accounts/classroom?page=-2&sort=DROP');
    expect(classroomListParams(url)).toMatchObject({ page: 1, sortField: 'NAME' });
  });
});

describe('inviteUrl', () => {
  it('turns the invite path into a link on the current site', () => {
    expect(inviteUrl('/invite/classroom/t1/c2', 'https://charla.example')).toBe(
      'https://charla.example/invite/classroom/t1/c2',
    );
  });
});
