/**
 * The typed route table: every path of the product in one place. Components and guards build
 * links with `getHref`, the router reads `path`.
 */

type StaticPath = { readonly path: string; getHref(): string };

function fixed(path: string): StaticPath {
  return { path, getHref: () => path };
}

const enc = encodeURIComponent;

export const paths = {
  home: fixed('/'),
  student: { home: fixed('/student'), progress: fixed('/student/progress') },
  teacher: { home: fixed('/teacher') },
  deviceTest: fixed('/test'),
  auth: {
    signIn: fixed('/auth/signin'),
    signUp: fixed('/auth/signup'),
  },
  accounts: {
    email: fixed('/accounts/email'),
    login: {
      path: '/accounts/login',
      getHref: (next?: string | null) => withNext('/accounts/login', next),
    },
    signup: {
      path: '/accounts/signup',
      getHref: (next?: string | null) => withNext('/accounts/signup', next),
    },
    providers: fixed('/accounts/providers'),
    sessions: fixed('/accounts/sessions'),
    reauthenticate: {
      path: '/accounts/reauthenticate',
      getHref: (next?: string | null) => withNext('/accounts/reauthenticate', next),
    },
    passwordChange: fixed('/accounts/password/change'),
    passwordReset: fixed('/accounts/password/reset'),
    passwordResetKey: {
      path: '/accounts/password/reset/key/:key',
      getHref: (key: string) => `/accounts/password/reset/key/${enc(key)}`,
    },
    providerSignup: fixed('/accounts/provider/signup'),
    providerCallback: fixed('/accounts/provider/callback'),
    confirmUserType: {
      path: '/accounts/confirm-user-type',
      getHref: (next?: string | null) => withNext('/accounts/confirm-user-type', next),
    },
    completeProfile: {
      path: '/accounts/complete-profile',
      getHref: (next?: string | null) => withNext('/accounts/complete-profile', next),
    },
    verifyEmail: fixed('/accounts/verify-email'),
    verifyEmailKey: {
      path: '/accounts/verify-email/:key',
      getHref: (key: string) => `/accounts/verify-email/${enc(key)}`,
    },
    students: {
      list: fixed('/accounts/students'),
      detail: {
        path: '/accounts/students/:id',
        getHref: (id: string) => `/accounts/students/${enc(id)}`,
      },
    },
    teachers: {
      list: fixed('/accounts/teachers'),
      detail: {
        path: '/accounts/teachers/:id',
        getHref: (id: string) => `/accounts/teachers/${enc(id)}`,
      },
    },
    classroom: {
      list: fixed('/accounts/classroom'),
      detail: {
        path: '/accounts/classroom/:id',
        getHref: (id: string) => `/accounts/classroom/${enc(id)}`,
      },
      student: {
        path: '/accounts/classroom/student/:id',
        getHref: (id: string) => `/accounts/classroom/student/${enc(id)}`,
      },
      /** The classroom's progress dashboard and its drill-downs; `search` keeps the filters. */
      progress: {
        path: '/accounts/classroom/:id/progress',
        getHref: (id: string, search = '') => `/accounts/classroom/${enc(id)}/progress${search}`,
      },
      studentProgress: {
        path: '/accounts/classroom/:id/progress/student/:studentId',
        getHref: (id: string, studentId: string, search = '') =>
          `/accounts/classroom/${enc(id)}/progress/student/${enc(studentId)}${search}`,
      },
      assignmentProgress: {
        path: '/accounts/classroom/:id/progress/assignment/:assignmentId',
        getHref: (id: string, assignmentId: string, search = '') =>
          `/accounts/classroom/${enc(id)}/progress/assignment/${enc(assignmentId)}${search}`,
      },
    },
  },
  learning: {
    scenario: {
      list: fixed('/learning/scenario'),
      create: fixed('/learning/scenario/create'),
      detail: {
        path: '/learning/scenario/:id',
        getHref: (id: string) => `/learning/scenario/${enc(id)}`,
      },
    },
    curriculum: {
      list: fixed('/learning/curriculum'),
      create: fixed('/learning/curriculum/create'),
      detail: {
        path: '/learning/curriculum/:id',
        getHref: (id: string) => `/learning/curriculum/${enc(id)}`,
      },
    },
  },
  activities: {
    practiceAssignment: {
      /** `classroomId`: only that classroom's (a student's list, from their classroom page). */
      list: {
        path: '/activities/practice-assignment',
        getHref: (filter?: { classroomId: string }) =>
          filter
            ? `/activities/practice-assignment?${new URLSearchParams({ classroom: filter.classroomId }).toString()}`
            : '/activities/practice-assignment',
      },
      scenario: {
        path: '/activities/practice-assignment/:idPracticeAssignment/:idScenario',
        getHref: (idPracticeAssignment: string, idScenario: string) =>
          `/activities/practice-assignment/${enc(idPracticeAssignment)}/${enc(idScenario)}`,
      },
      /** A static segment: it wins over the scenario route's second parameter. */
      results: {
        path: '/activities/practice-assignment/:idPracticeAssignment/results',
        getHref: (idPracticeAssignment: string) =>
          `/activities/practice-assignment/${enc(idPracticeAssignment)}/results`,
      },
    },
    practiceIntent: {
      practice: {
        path: '/activities/practice-intent/:id',
        getHref: (id: string) => `/activities/practice-intent/${enc(id)}`,
      },
      detail: {
        path: '/activities/practice-intent/detail/:id',
        getHref: (id: string) => `/activities/practice-intent/detail/${enc(id)}`,
      },
    },
  },
  evaluation: {
    evaluationSetting: {
      detail: {
        path: '/evaluation/evaluation-setting/:id',
        getHref: (id: string) => `/evaluation/evaluation-setting/${enc(id)}`,
      },
    },
  },
  invite: {
    teacher: {
      path: '/invite/teacher/:idTeacher',
      getHref: (idTeacher: string) => `${INVITE_PREFIXES.teacher}${enc(idTeacher)}`,
    },
    classroom: {
      path: '/invite/classroom/:idTeacher/:idClassroom',
      getHref: (idTeacher: string, idClassroom: string) =>
        `${INVITE_PREFIXES.classroom}${enc(idTeacher)}/${enc(idClassroom)}`,
    },
    teacherToClassroom: {
      path: '/invite/teacher-to-classroom/:idTeacherToClassroom/:idClassroom',
      getHref: (idTeacherToClassroom: string, idClassroom: string) =>
        `${INVITE_PREFIXES.teacherToClassroom}${enc(idTeacherToClassroom)}/${enc(idClassroom)}`,
    },
  },
} as const;

/** The invite path prefixes of the spec; the tokens are appended to them. */
export const INVITE_PREFIXES = {
  teacher: '/invite/teacher/',
  classroom: '/invite/classroom/',
  teacherToClassroom: '/invite/teacher-to-classroom/',
} as const;

/** Where a user goes after login when nothing else asks (spec: home). */
export const LOGIN_REDIRECT_URL = '/';
/** Where the logout reaction sends the user: the login page, without a `next` (spec: empty). */
export const LOGOUT_REDIRECT_URL = '/accounts/login';
export const POST_LOGOUT_NEXT = '';

function withNext(path: string, next?: string | null): string {
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}

/** Only same-site relative paths are honoured as `next`, never another origin. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
