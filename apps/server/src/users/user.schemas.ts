import { z } from 'zod';
import { USER_TYPES } from '../db/schema/index.ts';

export const confirmUserTypeSchema = z.object({ userType: z.enum(USER_TYPES) });

/** Staff list filters. */
export const userFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  userType: z.enum(USER_TYPES).optional(),
  isActive: z.boolean().optional(),
  isStaff: z.boolean().optional(),
});
