import { z } from 'zod';
import { CEFR_LEVELS } from '../db/schema/index.ts';

export const CLASSROOM_NAME_MAX = 100;
export const CLASSROOM_DESCRIPTION_MAX = 2000;

export const classroomCreateSchema = z.object({
  name: z.string().trim().min(1).max(CLASSROOM_NAME_MAX),
  description: z.string().trim().max(CLASSROOM_DESCRIPTION_MAX).default(''),
  languageId: z.uuid(),
  level: z.enum(CEFR_LEVELS),
});

export const classroomUpdateSchema = classroomCreateSchema
  .extend({ description: z.string().trim().max(CLASSROOM_DESCRIPTION_MAX) })
  .partial();

export type ClassroomCreate = z.infer<typeof classroomCreateSchema>;
export type ClassroomUpdate = z.infer<typeof classroomUpdateSchema>;
