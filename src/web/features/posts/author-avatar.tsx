import type { Author } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { Picture } from '@web/ui/picture';
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
  return (
    <Picture
      src={label.avatarUrl}
      name={label.name}
      className={small ? 'size-8 text-xs' : 'size-10 text-sm'}
    />
  );
}
