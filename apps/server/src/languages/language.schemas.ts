import { z } from 'zod';

/** BCP 47 as the catalogue uses it: a 2–3 letter language, then script/region subtags. */
const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const languageCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  isoLanguageCode: z.string().trim().regex(BCP47),
});

export const languageUpdateSchema = languageCreateSchema.partial().extend({ id: z.uuid() });

export type LanguageCreate = z.infer<typeof languageCreateSchema>;
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;
