// @vitest-environment node
// Node, as on the server: no window to read the origin from, no document for Emotion.
import { describe, expect, it } from 'vitest';
import type { CurrentUserQuery, ReviewQueueQuery, TeacherHomeQuery } from '../gql/graphql.ts';
import ar from '../locales/ar/translation.json';
import en from '../locales/en/translation.json';
import type { ServerRenderRequest } from './server-render-request.ts';
import { renderTeacherHome } from './teacher-home.tsx';
import { requestAnswering } from './test-request.ts';

type User = NonNullable<CurrentUserQuery['readUser']>;

const tessa: User = {
  id: 'u7',
  userType: 'TEACHER',
  email: 'tessa@example.test',
  username: null,
  firstName: 'Tessa',
  lastName: 'Moreau',
  isActive: true,
  isStaff: false,
  isSuperuser: false,
  language: 'en',
  timeZone: 'America/Lima',
  studentProfile: null,
  teacherProfile: {
    id: 'tp7',
    avatar: '',
    nativeLanguage: { id: 'l-en' },
    paginatedLanguagesTaught: { totalCount: 1 },
  },
};

const home: TeacherHomeQuery = {
  readUser: {
    id: 'u7',
    firstName: 'Tessa',
    lastName: 'Moreau',
    username: null,
    email: 'tessa@example.test',
    teacherProfile: {
      id: 'tp7',
      invitePath: '/invite/teacher/tok-7',
      paginatedLanguagesTaught: {
        objects: [{ id: 'l-fr', name: 'French', isoLanguageCode: 'fr' }],
      },
    },
  },
  myTeacherToClassroomInvitations: {
    totalCount: 1,
    objects: [
      {
        id: 'i1',
        token: 'tok-i1',
        classroomId: 'c9',
        invitePath: '/invite/teacher-to-classroom/tok-i1/c9',
        expiresAt: '2099-01-01T00:00:00Z',
        invitedBy: {
          id: 'tp8',
          user: { id: 'u8', firstName: 'Omar', lastName: 'Haddad', username: null },
        },
        classroomPreview: {
          name: 'French A2 mornings',
          level: 'A2',
          avatar: '',
          language: { name: 'French', isoLanguageCode: 'fr' },
        },
      },
    ],
  },
  classrooms: {
    totalCount: 1,
    objects: [
      {
        id: 'c7',
        name: 'French B1 evenings',
        level: 'B1',
        avatar: '',
        language: { id: 'l-fr', name: 'French', isoLanguageCode: 'fr' },
      },
    ],
  },
  myStudents: {
    totalCount: 1,
    objects: [
      {
        id: 's1',
        avatar: '',
        user: { id: 'u1', firstName: 'Sam', lastName: 'Taylor', username: null },
      },
    ],
  },
};

const queue: ReviewQueueQuery = {
  practiceReviewQueue: {
    totalCount: 1,
    items: [
      {
        reasons: ['SHORT_ANSWERS'],
        studentName: 'Sam Taylor',
        assignmentTitle: 'At the bakery',
        classroomName: 'French B1 evenings',
        intent: {
          id: 'pi1',
          attemptNumber: 1,
          scenarioTitle: 'Buying bread',
          overallScore: 62,
          passed: false,
          endedAt: '2026-11-26T10:00:00Z',
        },
      },
    ],
  },
};

function requestFor(
  user: User | null,
  { queueErrors, ...overrides }: Partial<ServerRenderRequest> & { queueErrors?: boolean } = {},
) {
  return requestAnswering(
    { CurrentUser: { readUser: user }, TeacherHome: home, ReviewQueue: queueErrors ? null : queue },
    { url: '/teacher', ...overrides },
  );
}

describe("the teacher's home rendered on the server", () => {
  it('paints the page with their invitations, classrooms, students and review queue, greeting them in their zone', async () => {
    const { request, asked } = requestFor(tessa);
    const page = await renderTeacherHome(request);
    if (!page) throw new Error('no page');
    expect(page.title).toBe(`${en.nav.home} · Charla`);
    expect(page.html).toMatch(/Good (morning|afternoon|evening), Tessa/);
    expect(page.html).toContain('Invited by Omar Haddad');
    expect(page.html).toContain('French B1 evenings');
    expect(page.html).toContain('Sam Taylor');
    expect(page.html).toContain('Buying bread · At the bakery');
    expect(page.html).toContain(en.reviewQueue.reason.shortAnswers);
    // What the browser's loader asks: the page's query and the queue's first eight, side by side.
    expect(asked.map((entry) => entry.operation)).toEqual([
      'CurrentUser',
      'TeacherHome',
      'ReviewQueue',
    ]);
    expect(asked[2]?.variables).toEqual({ first: 8 });
  });

  it('writes the invite link with the origin the server gives it', async () => {
    const page = await renderTeacherHome(requestFor(tessa).request);
    const field = /<textarea[^>]*data-testid="teacher-invite-link"[^>]*>([^<]*)<\/textarea>/.exec(
      page?.html ?? '',
    );
    expect(field?.[1]).toBe('https://charla.example/invite/teacher/tok-7');
  });

  it('renders right to left in Arabic, in the mode the browser last showed', async () => {
    const page = await renderTeacherHome(requestFor(tessa, { locale: 'ar', mode: 'dark' }).request);
    if (!page) throw new Error('no page');
    expect(page.title).toBe(`${ar.nav.home} · Charla`);
    expect(page.html).toMatch(/^<style data-emotion="mui-rtl /);
    expect(page.html).toContain(ar.teacherHome.classrooms);
    expect(page.html).toMatch(/background-color:#1[0-9a-f]{5}/);
  });

  it('leaves the page to the app for anyone but a signed-in teacher, or when its data has errors', async () => {
    expect(await renderTeacherHome(requestFor(null).request)).toBeNull();
    expect(
      await renderTeacherHome(requestFor({ ...tessa, userType: 'STUDENT' }).request),
    ).toBeNull();
    expect(await renderTeacherHome(requestFor(tessa, { queueErrors: true }).request)).toBeNull();
  });

  it('paints the account menu disabled until the app takes over', async () => {
    const page = await renderTeacherHome(requestFor(tessa).request);
    const menu = page?.html.match(/<button[^>]*aria-label="Account of Tessa Moreau"[^>]*>/)?.[0];
    expect(menu).toContain('disabled');
  });
});
