import type { Author } from '@contracts/community';
import { moderationT } from '@web/admin/i18n/admin-moderation-t';

/** "By Ana Lima (posted anonymously)": staff see the author of an anonymous post too. */
export function authorLine(author: Author, anonymous: boolean) {
  const name = author.name?.trim() || moderationT('moderation.noName');
  return `${moderationT('moderation.author', { name })}${anonymous ? ` (${moderationT('moderation.anonymous')})` : ''}`;
}
