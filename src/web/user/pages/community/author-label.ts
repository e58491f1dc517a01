import type { Author } from '@contracts/community';

/** 001 §2: anonymous posts show Anonymous (A); a missing name shows Community Member. */
export function authorLabel(
  author: Author | null,
  texts: { anonymous: string; member: string },
): { name: string; initials: string; avatarUrl: string | null } {
  if (!author) return { name: texts.anonymous, initials: 'A', avatarUrl: null };
  const name = author.name?.trim() || texts.member;
  return { name, initials: initialsOf(name), avatarUrl: author.avatarUrl };
}

/** The first letters of the name's words, at most 2, uppercased. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}
