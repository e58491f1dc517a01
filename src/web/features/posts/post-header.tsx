import type { ReactNode } from 'react';
import { CheckCircle2, Pin } from 'lucide-react';
import type { Post } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { formatTimeAgo } from '@web/lib/format-date';
import { Badge } from '@web/ui/badge';
import { AuthorAvatar, useAuthor } from './author-avatar';
import { PostMenu } from './post-menu';
import type { ReportTarget } from './use-report';

/** Who wrote the post and when, what kind it is (pinned, answered), and its menu. */
export function PostHeader({
  post,
  onReport,
  shareable,
  menuItems,
}: {
  post: Post;
  onReport: (target: ReportTarget) => void;
  shareable?: boolean;
  menuItems?: ReactNode;
}) {
  const author = useAuthor(post.author);
  return (
    <header className="flex items-start gap-3">
      <AuthorAvatar author={post.author} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium" data-testid="post-author">
            {author.name}
          </span>
          <Badge variant="secondary">{communityT(`community.type.${post.postType}`)}</Badge>
          {post.isPinned ? (
            <Badge variant="outline">
              <Pin aria-hidden="true" className="mr-1 size-3" />
              {communityT('community.card.pinned')}
            </Badge>
          ) : null}
          {post.answeredAt ? (
            <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
              <CheckCircle2 aria-hidden="true" className="mr-1 size-3" />
              {communityT('community.card.answered')}
            </Badge>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={post.createdAt}>{formatTimeAgo(post.createdAt)}</time>
        </p>
      </div>
      <PostMenu post={post} onReport={onReport} shareable={shareable} menuItems={menuItems} />
    </header>
  );
}
