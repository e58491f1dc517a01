import { Link } from '@web/ui/link';
import { EyeOff } from 'lucide-react';
import type { Post } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { Badge } from '@web/ui/badge';

/**
 * What the post says: its title (which names the card), text, what it shares, the testimony of an
 * answered prayer, and its tags. Every user text is rendered as text, never as markup.
 */
export function PostBody({ post, titleId }: { post: Post; titleId: string }) {
  return (
    <>
      {post.hidden ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md bg-destructive/10 p-2 text-sm text-destructive"
        >
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {communityT('community.card.hidden')}
        </p>
      ) : null}

      <div className="grid gap-1.5">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {post.title}
        </h3>
        <p className="break-words whitespace-pre-wrap text-foreground/90">{post.content}</p>
        {post.contentReferenceId ? (
          <p className="text-sm text-muted-foreground">
            {communityT('community.card.sharedNote')} ·{' '}
            <Link
              className="text-primary underline underline-offset-4 hover:no-underline"
              to={`/content/${post.contentReferenceId}`}
            >
              {communityT('community.card.openShared', {
                type: communityT(
                  post.contentReferenceType === 'psalm'
                    ? 'community.card.sharedType.psalm'
                    : 'community.card.sharedType.content',
                ),
              })}
            </Link>
          </p>
        ) : null}
        {post.testimony ? (
          <blockquote className="rounded-md border-l-4 border-emerald-500 bg-emerald-50 p-2 text-sm dark:bg-emerald-950">
            <span className="font-medium">{communityT('community.card.testimony')}: </span>
            <span className="whitespace-pre-wrap">{post.testimony}</span>
          </blockquote>
        ) : null}
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={communityT('community.dialog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
