import { handleAuthChanges, requireAnonymous, requireAuth } from '../features/auth/guards.ts';
import { catchToken } from '../features/invitations/guards.ts';
import {
  completeProfile,
  requireNotUserType,
  requireStudent,
  requireTeacher,
  requireUserType,
} from '../features/users/guards.ts';
import { createGuardRegistry } from '../lib/route-guard.ts';

/** Every guard by the name the route table uses. */
export const guards = createGuardRegistry({
  'catch-token': catchToken,
  'complete-profile': completeProfile,
  'handle-auth-changes': handleAuthChanges,
  'require-anonymous': requireAnonymous,
  'require-auth': requireAuth,
  'require-not-user-type': requireNotUserType,
  'require-student': requireStudent,
  'require-teacher': requireTeacher,
  'require-user-type': requireUserType,
});
