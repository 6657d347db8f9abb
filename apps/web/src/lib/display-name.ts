/** The fields the display rules read; every user-like object of the API has them. */
export type NamedPerson = {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
};

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** First and last name if both exist; else whichever exists; else username; else e-mail. */
export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return '';
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (first && last) return `${first} ${last}`;
  return first || last || clean(person.username) || clean(person.email);
}

/** The first letter of each word of the display name ("Ana María López" → "AML"). */
export function initials(person: NamedPerson | null | undefined): string {
  return displayName(person)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
