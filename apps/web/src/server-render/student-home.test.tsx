// @vitest-environment node
// Node, as on the server: Emotion writes its styles into the page only where there is no document.
import { describe, expect, it } from 'vitest';
import type { CurrentUserQuery, StudentHomeQuery } from '../gql/graphql.ts';
import ar from '../locales/ar/translation.json';
import en from '../locales/en/translation.json';
import type { ServerRenderRequest } from './server-render-request.ts';
import { renderStudentHome } from './student-home.tsx';
import { requestAnswering } from './test-request.ts';

type User = NonNullable<CurrentUserQuery['readUser']>;

const sam: User = {
  id: 'u1',
  userType: 'STUDENT',
  email: 'sam@example.test',
  username: null,
  firstName: 'Sam',
  lastName: 'Taylor',
  isActive: true,
  isStaff: false,
  isSuperuser: false,
  language: 'en',
  timeZone: 'Asia/Tokyo',
  studentProfile: {
    id: 'sp1',
    avatar: '',
    nativeLanguage: { id: 'l-en' },
    paginatedLearningLanguages: { totalCount: 1 },
  },
  teacherProfile: null,
};

const home: StudentHomeQuery = {
  readUser: {
    id: 'u1',
    firstName: 'Sam',
    lastName: 'Taylor',
    username: null,
    email: 'sam@example.test',
    studentProfile: {
      id: 'sp1',
      nativeLanguage: { id: 'l-en', name: 'English', isoLanguageCode: 'en' },
      paginatedLearningLanguages: {
        objects: [{ id: 'l-es', name: 'Spanish', isoLanguageCode: 'es' }],
      },
    },
  },
  classrooms: { totalCount: 0, objects: [] },
  nextAssignments: {
    totalCount: 1,
    objects: [
      {
        id: 'a1',
        title: 'Order at a café',
        status: 'PUBLISHED',
        isCurriculum: false,
        startsAt: '2026-11-20T09:00:00Z',
        dueAt: null,
        classroom: { id: 'c1', name: 'Spanish A2', avatar: '' },
        rules: { attemptMode: 'UNLIMITED', maxAttempts: null },
        myProgress: {
          bucket: 'TO_DO',
          dueAt: null,
          attemptsUsed: 0,
          attemptsAllowed: null,
          bestScore: null,
          passed: false,
          completedScenarios: 0,
          totalScenarios: 1,
        },
        scenarios: [{ position: 1, completed: false, scenarioId: 's1', inProgress: null }],
      },
    ],
  },
  doneAssignments: { totalCount: 0 },
  closedAssignments: { totalCount: 0 },
  myTeachers: { totalCount: 0, objects: [] },
  myProgress: { streakDays: 3, totals: { practiceSeconds: 1140 } },
};

function requestFor(
  user: User | null,
  { homeErrors, ...overrides }: Partial<ServerRenderRequest> & { homeErrors?: boolean } = {},
) {
  return requestAnswering(
    { CurrentUser: { readUser: user }, StudentHome: homeErrors ? null : home },
    { url: '/student', ...overrides },
  );
}

describe("the student's home rendered on the server", () => {
  it('paints the page with their data, in the week and greeting of their own zone', async () => {
    const { request, asked } = requestFor(sam);
    const page = await renderStudentHome(request);
    if (!page) throw new Error('no page');
    expect(page.title).toBe(`${en.nav.home} · Charla`);
    expect(page.html).toContain('Order at a café');
    expect(page.html).toContain('Spanish A2');
    expect(page.html).toMatch(/Good (morning|afternoon|evening), Sam/);
    // The week is the one the browser's loader asks for: the account's zone, en-GB's Monday.
    expect(asked.map((entry) => entry.operation)).toEqual(['CurrentUser', 'StudentHome']);
    expect(asked[1]?.variables?.progressRange).toMatchObject({
      period: 'WEEK',
      timeZone: 'Asia/Tokyo',
      firstDayOfWeek: 1,
    });
  });

  it('writes its styles into every page it renders, not only the first, in one tag ahead of the page', async () => {
    const first = await renderStudentHome(requestFor(sam).request);
    const second = await renderStudentHome(requestFor(sam).request);
    const styles = (html = '') => /^<style data-emotion="mui ([^"]+)">([^<]*)<\/style>/.exec(html);
    const [, names = '', css = ''] = styles(first?.html) ?? [];
    expect(names.split(' ').length).toBeGreaterThan(20);
    expect(css).toContain('.mui-');
    expect(styles(second?.html)?.[2]).toBe(css);
    // None between the page's elements, where MUI's sibling selectors would stop matching.
    expect(first?.html.match(/<style/g)).toHaveLength(1);
  });

  it('renders right to left in Arabic, mirrored, in the mode the browser last showed', async () => {
    const page = await renderStudentHome(requestFor(sam, { locale: 'ar', mode: 'dark' }).request);
    if (!page) throw new Error('no page');
    expect(page.title).toBe(`${ar.nav.home} · Charla`);
    expect(page.html).toMatch(/^<style data-emotion="mui-rtl /);
    expect(page.html).toContain(ar.studentHome.assignments);
    // MUI's dark palette: the page's background.
    expect(page.html).toMatch(/background-color:#1[0-9a-f]{5}/);
  });

  it('leaves the page to the app for anyone but a signed-in student, or when its data has errors', async () => {
    expect(await renderStudentHome(requestFor(null).request)).toBeNull();
    expect(await renderStudentHome(requestFor({ ...sam, userType: 'TEACHER' }).request)).toBeNull();
    expect(await renderStudentHome(requestFor(sam, { homeErrors: true }).request)).toBeNull();
  });

  it('paints the account menu and the drawer button disabled until the app takes over', async () => {
    const page = await renderStudentHome(requestFor(sam).request);
    const buttons = page?.html.match(/<button[^>]*>/g) ?? [];
    const labelled = (label: string) => buttons.find((button) => button.includes(label)) ?? '';
    expect(labelled(`aria-label="${en.nav.openMenu}"`)).toContain('disabled');
    expect(labelled('aria-label="Account of Sam Taylor"')).toContain('disabled');
  });
});
