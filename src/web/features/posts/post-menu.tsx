import type { ReactNode } from 'react';
import { Flag, MoreHorizontal, Share2, Trash2 } from 'lucide-react';
import type { Post } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { notifyError } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/ui/dropdown-menu';
import { sharePost } from './share-post';
import { useDeletePost } from './use-delete-post';
import type { ReportTarget } from './use-report';

/**
 * A post's menu: Share (unless the post stays in its group), Delete for its author or Report for
 * anyone else, then any entries the page adds.
 */
export function PostMenu({
  post,
  onReport,
  shareable = true,
  menuItems,
}: {
  post: Post;
  onReport: (target: ReportTarget) => void;
  shareable?: boolean;
  menuItems?: ReactNode;
}) {
  const remove = useDeletePost();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={communityT('community.card.menu')}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {shareable ? (
          <DropdownMenuItem onSelect={() => void sharePost(post)}>
            <Share2 aria-hidden="true" className="size-4" />
            {communityT('community.card.sharePost')}
          </DropdownMenuItem>
        ) : null}
        {post.isMine ? (
          <DropdownMenuItem
            onSelect={() =>
              remove.mutate(post.id, {
                onError: (error) =>
                  notifyError(
                    communityT('community.toast.deleteFailed'),
                    error,
                    communityT('community.toast.deleteFailed'),
                  ),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {communityT('community.card.delete')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem
            disabled={post.reportedByMe}
            onSelect={() => onReport({ kind: 'post', id: post.id })}
          >
            <Flag aria-hidden="true" className="size-4" />
            {communityT(
              post.reportedByMe ? 'community.card.reported' : 'community.card.reportPost',
            )}
          </DropdownMenuItem>
        )}
        {menuItems}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
