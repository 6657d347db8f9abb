import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name.ts';

describe('displayName', () => {
  it('uses first and last name when both exist', () => {
    expect(displayName({ firstName: 'Lucía', lastName: 'Fernández', username: 'lucia' })).toBe(
      'Lucía Fernández',
    );
  });

  it('uses whichever name exists', () => {
    expect(displayName({ firstName: 'Lucía', lastName: '' })).toBe('Lucía');
    expect(displayName({ firstName: '  ', lastName: 'Fernández' })).toBe('Fernández');
  });

  it('falls back to the username, then the e-mail', () => {
    expect(displayName({ username: 'sam', email: 'sam@example.com' })).toBe('sam');
    expect(displayName({ email: 'sam@example.com' })).toBe('sam@example.com');
    expect(displayName(null)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of each word of the display name', () => {
    expect(initials({ firstName: 'Ana María', lastName: 'López' })).toBe('AML');
    expect(initials({ username: 'sam' })).toBe('S');
    expect(initials({ firstName: 'émile', lastName: 'zola' })).toBe('ÉZ');
  });
});
