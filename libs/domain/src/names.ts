export interface PersonName {
  first: string;
  last: string;
}

/** Sign-up defaults split a full name at the first space: "Anna Maria Berg" → Anna / Maria Berg. */
export function splitFullName(fullName: string | null | undefined): PersonName {
  const clean = (fullName ?? '').replace(/\s+/g, ' ').trim();
  const space = clean.indexOf(' ');
  if (space === -1) return { first: clean, last: '' };
  return { first: clean.slice(0, space), last: clean.slice(space + 1) };
}

/** "First Last", without stray spaces when a part is missing. */
export function fullName(name: Partial<PersonName> | null | undefined): string {
  return [name?.first?.trim(), name?.last?.trim()].filter(Boolean).join(' ');
}
