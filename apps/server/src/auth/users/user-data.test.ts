import { describe, expect, it } from 'vitest';
import { displayName } from './user-data.ts';

const person = (overrides: Partial<Parameters<typeof displayName>[0]>) => ({
  firstName: '',
  lastName: '',
  username: null,
  email: 'ana@example.org',
  ...overrides,
});

describe('display name', () => {
  it('uses first and last name when both exist', () => {
    expect(displayName(person({ firstName: 'Ana', lastName: 'Ruiz', username: 'ana' }))).toBe(
      'Ana Ruiz',
    );
  });
  it('uses whichever name exists', () => {
    expect(displayName(person({ firstName: 'Ana', username: 'ana' }))).toBe('Ana');
    expect(displayName(person({ lastName: 'Ruiz', username: 'ana' }))).toBe('Ruiz');
  });
  it('falls back to the username, then the e-mail', () => {
    expect(displayName(person({ username: 'ana' }))).toBe('ana');
    expect(displayName(person({}))).toBe('ana@example.org');
  });
});
