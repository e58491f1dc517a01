import type { Author } from '@contracts/community';
import { communityT } from '@web/lib/i18n/community-t';
import { authorLabel } from './author-label';

export function useAuthor(author: Author | null) {
  return authorLabel(author, {
    anonymous: communityT('community.card.anonymous'),
    member: communityT('community.card.member'),
  });
}

/** Avatar picture, or the initials (001 §2). */
export function AuthorAvatar({
  author,
  small = false,
}: {
  author: Author | null;
  small?: boolean;
}) {
  const label = useAuthor(author);
  const size = small ? 'size-8 text-xs' : 'size-10 text-sm';
  return label.avatarUrl ? (
    <img src={label.avatarUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground`}
    >
      {label.initials}
    </span>
  );
}
