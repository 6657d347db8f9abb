import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, ValidationFailure } from './validation.ts';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  description: z.string().max(2000).optional(),
  email: z.email().optional(),
  tags: z.array(z.string()).max(2).optional(),
  days: z.number().int().min(1).max(30).optional(),
  title: z.string().max(3, { message: 'Keep the title short.' }).optional(),
});

function reportOf(input: unknown, locale: 'en' | 'es' | 'ar' = 'en') {
  try {
    parseInput(schema, input, locale);
  } catch (error) {
    if (error instanceof ValidationFailure)
      return Object.fromEntries(error.errors.map((e) => [e.field, [e.code, e.messages[0]]]));
  }
  throw new Error('the input validated');
}

describe('validation messages', () => {
  it('words limits for people, with a stable code, instead of the validator’s wording', () => {
    expect(
      reportOf({
        name: 'Too long a name',
        description: 'x'.repeat(2001),
        email: 'not-an-address',
        tags: ['a', 'b', 'c'],
        days: 31,
      }),
    ).toEqual({
      name: ['TOO_LONG', 'At most 5 characters.'],
      description: ['TOO_LONG', 'At most 2000 characters.'],
      email: ['INVALID_EMAIL', 'Enter a valid e-mail address.'],
      tags: ['TOO_MANY', 'At most 2 items.'],
      days: ['NUMBER_TOO_LARGE', 'Enter 30 or less.'],
    });
  });

  it('says a missing or empty field is required, in the user’s language', () => {
    expect(reportOf({ name: '   ' }, 'es')).toEqual({
      name: ['REQUIRED', 'Este campo es obligatorio.'],
    });
    expect(reportOf({}, 'ar')).toEqual({ name: ['REQUIRED', 'هذا الحقل مطلوب.'] });
    expect(reportOf({ name: 'Ana', days: 0 }, 'es')).toEqual({
      days: ['NUMBER_TOO_SMALL', 'Introduce 1 o más.'],
    });
  });

  it('keeps a schema’s own message', () => {
    expect(reportOf({ name: 'Ana', title: 'Long' })).toEqual({
      title: ['INVALID', 'Keep the title short.'],
    });
  });
});
