import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GUARD_NAMES, UnknownGuardError } from '../lib/route-guard.ts';
import { guards } from './guards.ts';
import type { RouteHandle } from './root.tsx';
import { routes } from './router.tsx';

describe('the route table', () => {
  it('registers every guard of the spec by name', () => {
    for (const name of GUARD_NAMES) expect(typeof guards.get(name)).toBe('function');
    expect(() => guards.get('require-staff')).toThrow(UnknownGuardError);
  });

  it('has every path of the spec', () => {
    const paths = new Set<string>();
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if (route.path) paths.add(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    for (const path of [
      '/',
      '/student',
      '/teacher',
      '/test',
      '/auth/signin',
      '/auth/signup',
      '/accounts/email',
      '/accounts/login',
      '/accounts/signup',
      '/accounts/providers',
      '/accounts/students/:id',
      '/accounts/teachers/:id',
      '/accounts/students',
      '/accounts/teachers',
      '/accounts/classroom',
      '/accounts/classroom/:id',
      '/accounts/classroom/student/:id',
      '/accounts/reauthenticate',
      '/accounts/password/change',
      '/accounts/password/reset',
      '/accounts/password/reset/key/:key',
      '/accounts/provider/signup',
      '/accounts/provider/callback',
      '/accounts/confirm-user-type',
      '/accounts/verify-email',
      '/accounts/verify-email/:key',
      '/learning/scenario',
      '/learning/scenario/create',
      '/learning/scenario/:id',
      '/learning/curriculum',
      '/learning/curriculum/create',
      '/learning/curriculum/:id',
      '/activities/practice-assignment',
      '/activities/practice-assignment/:idPracticeAssignment/:idScenario',
      '/activities/practice-intent/:id',
      '/activities/practice-intent/detail/:id',
      '/evaluation/evaluation-setting/:id',
      '/invite/teacher/:idTeacher',
      '/invite/classroom/:idTeacher/:idClassroom',
      '/invite/teacher-to-classroom/:idTeacherToClassroom/:idClassroom',
      '*',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it("runs each path's guards of the spec, in order", () => {
    const guardsByPath = new Map<string, readonly string[]>();
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.path)
          guardsByPath.set(route.path, (route.handle as RouteHandle | undefined)?.guards ?? []);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    const auth = ['require-auth'];
    const typed = ['require-auth', 'require-user-type'];
    // Authoring is for teachers (issue 15): the spec's user-type guard let students reach pages
    // whose data the server refuses them.
    const teacher = ['require-auth', 'require-teacher'];
    const expected: Record<string, string[]> = {
      '/': ['require-auth', 'complete-profile', 'require-not-user-type'],
      '/student': ['require-auth', 'require-student'],
      '/teacher': ['require-auth', 'require-teacher'],
      '/test': [],
      '/accounts/email': typed,
      '/accounts/login': ['require-anonymous'],
      '/accounts/signup': ['require-anonymous'],
      '/accounts/providers': [],
      '/accounts/students/:id': auth,
      '/accounts/teachers/:id': typed,
      '/accounts/students': ['require-auth', 'require-teacher'],
      '/accounts/teachers': typed,
      '/accounts/classroom': typed,
      '/accounts/classroom/:id': typed,
      '/accounts/classroom/student/:id': typed,
      '/accounts/reauthenticate': auth,
      '/accounts/password/change': auth,
      '/accounts/password/reset': ['require-anonymous'],
      '/accounts/password/reset/key/:key': ['require-anonymous'],
      '/accounts/provider/signup': ['require-anonymous'],
      '/accounts/provider/callback': [],
      '/accounts/confirm-user-type': ['require-auth', 'require-not-user-type'],
      '/accounts/verify-email': [],
      '/accounts/verify-email/:key': [],
      '/learning/scenario': teacher,
      '/learning/scenario/create': teacher,
      '/learning/scenario/:id': teacher,
      '/learning/curriculum': teacher,
      '/learning/curriculum/create': teacher,
      '/learning/curriculum/:id': teacher,
      '/activities/practice-assignment': typed,
      '/activities/practice-assignment/:idPracticeAssignment/:idScenario': typed,
      '/activities/practice-intent/:id': typed,
      '/activities/practice-intent/detail/:id': typed,
      '/evaluation/evaluation-setting/:id': teacher,
      '/invite/teacher/:idTeacher': ['catch-token', 'require-auth', 'require-student'],
      '/invite/classroom/:idTeacher/:idClassroom': [
        'catch-token',
        'require-auth',
        'require-student',
      ],
      '/invite/teacher-to-classroom/:idTeacherToClassroom/:idClassroom': [
        'catch-token',
        'require-auth',
        'require-teacher',
      ],
    };
    for (const [path, names] of Object.entries(expected)) {
      expect(guardsByPath.get(path), path).toEqual(names);
    }
  });
});
