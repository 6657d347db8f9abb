import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { appIssue } from '../graphql/validation.ts';
import { LOCALES } from '../platform/locales.ts';

/** Django's username rule: letters, digits and @ . + - _ */
const USERNAME = /^[\p{L}\p{N}@.+_-]+$/u;

/** A phone number in international form, normalised to E.164; empty or null clears it. */
const phoneNumber = z
  .string()
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', ...appIssue('INVALID_PHONE_NUMBER') });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Whether Intl knows the zone (canonical names and their aliases, such as UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** The most characters of each name (the web's forms stop at the same). */
export const PROFILE_LIMITS = { firstNameMax: 150, lastNameMax: 150, usernameMax: 150 } as const;

export const profileUpdateSchema = z.object({
  firstName: z.string().trim().max(PROFILE_LIMITS.firstNameMax).optional(),
  lastName: z.string().trim().max(PROFILE_LIMITS.lastNameMax).optional(),
  username: z.string().trim().min(1).max(PROFILE_LIMITS.usernameMax).regex(USERNAME).optional(),
  language: z.enum(LOCALES).optional(),
  /** An IANA time zone the runtime knows (Intl), e.g. Europe/Madrid. */
  timeZone: z.string().refine(isTimeZone, appIssue('INVALID_TIME_ZONE')).optional(),
  phoneNumber: phoneNumber.optional(),
  nativeLanguageId: z.uuid().nullable().optional(),
  /** Languages taught (teachers) or learnt (students); replaces the current list. */
  languageIds: z.array(z.uuid()).max(50).optional(),
  removePhoto: z.boolean().optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
