import { paths } from '../../config/paths.ts';
import type { UserType } from './current-user.ts';

/** Each user type's home; a user without a type lands on `/` to choose one. */
export function homeFor(userType: UserType | null | undefined): string {
  if (userType === 'STUDENT') return paths.student.home.path;
  if (userType === 'TEACHER') return paths.teacher.home.path;
  return paths.home.path;
}
