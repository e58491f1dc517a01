import type { Author } from '@contracts/community';
import { initialsOf } from '@web/lib/initials';

/** 001 §2: anonymous posts show Anonymous (A); a missing name shows Community Member. */
export function authorLabel(
  author: Author | null,
  texts: { anonymous: string; member: string },
): { name: string; initials: string; avatarUrl: string | null } {
  if (!author) return { name: texts.anonymous, initials: 'A', avatarUrl: null };
  const name = author.name?.trim() || texts.member;
  return { name, initials: initialsOf(name), avatarUrl: author.avatarUrl };
}
