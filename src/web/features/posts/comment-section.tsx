import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Flag, Reply, Trash2 } from 'lucide-react';
import { commentInput, type Comment, type CommentInput } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { formatTimeAgo } from '@web/lib/format-date';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import { Textarea } from '@web/ui/textarea';
import { AuthorAvatar, useAuthor } from './author-avatar';
import { communityQueries } from './community-queries';
import { useAddComment } from './use-add-comment';
import { useDeleteComment } from './use-delete-comment';
import type { ReportTarget } from './use-report';
import { LikeButton } from './like-button';

/** The comment section of a post: threaded, oldest first, with a box to comment or reply. */
export function CommentSection({
  postId,
  signedIn,
  onReport,
}: {
  postId: string;
  signedIn: boolean;
  onReport: (target: ReportTarget) => void;
}) {
  const comments = useQuery({ ...communityQueries.comments(postId), enabled: signedIn });
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  if (!signedIn)
    return (
      <p className="text-sm text-muted-foreground">
        {communityT('community.comments.pleaseLogIn')}
      </p>
    );
  const items = comments.data?.items ?? [];
  const roots = items.filter(
    (c) => !c.parentCommentId || !items.some((p) => p.id === c.parentCommentId),
  );
  const repliesOf = (id: string) => items.filter((c) => c.parentCommentId === id);
  const renderThread = (comment: Comment, depth: number) => (
    <li key={comment.id} className="grid gap-2">
      <CommentItem comment={comment} onReply={() => setReplyTo(comment)} onReport={onReport} />
      {repliesOf(comment.id).length > 0 ? (
        <ul className={cn('grid gap-3 border-l pl-3', depth < 3 ? 'ml-4' : '')}>
          {repliesOf(comment.id).map((reply) => renderThread(reply, depth + 1))}
        </ul>
      ) : null}
    </li>
  );
  return (
    <section aria-label={communityT('community.comments.heading')} className="grid gap-3">
      {comments.isPending ? (
        <div aria-label={communityT('community.comments.loading')} className="grid gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{communityT('community.comments.none')}</p>
      ) : (
        <ul className="grid gap-3">{roots.map((comment) => renderThread(comment, 0))}</ul>
      )}
      <CommentForm postId={postId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
    </section>
  );
}

function CommentItem({
  comment,
  onReply,
  onReport,
}: {
  comment: Comment;
  onReply: () => void;
  onReport: (target: ReportTarget) => void;
}) {
  const author = useAuthor(comment.author);
  const remove = useDeleteComment();
  return (
    <div className="flex gap-2" data-testid="community-comment">
      <AuthorAvatar author={comment.author} small />
      <div className="grid min-w-0 flex-1 gap-1 rounded-lg bg-muted/60 px-3 py-2">
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{author.name}</span> ·{' '}
          {formatTimeAgo(comment.createdAt)}
          {comment.isEdited ? ` ${communityT('community.comments.edited')}` : ''}
        </p>
        {comment.hidden ? (
          <p className="text-xs text-destructive">{communityT('community.comments.hidden')}</p>
        ) : null}
        <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        <div className="flex flex-wrap items-center gap-1">
          <LikeButton target="comment" item={comment} small />
          <Button variant="ghost" size="sm" onClick={onReply} disabled={comment.hidden}>
            <Reply aria-hidden="true" className="size-3.5" />
            {communityT('community.comments.reply')}
          </Button>
          {comment.isMine ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(comment.id)}
              aria-label={communityT('community.comments.delete')}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </Button>
          ) : comment.reportedByMe ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={communityT('community.comments.report')}
              onClick={() => onReport({ kind: 'comment', id: comment.id })}
            >
              <Flag aria-hidden="true" className="size-3.5" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function CommentForm({
  postId,
  replyTo,
  onCancelReply,
}: {
  postId: string;
  replyTo: Comment | null;
  onCancelReply: () => void;
}) {
  const form = useForm<CommentInput, unknown, z.output<typeof commentInput>>({
    resolver: zodResolver(commentInput),
    defaultValues: { content: '' },
  });
  const text = useWatch({ control: form.control, name: 'content' });
  const add = useAddComment(postId);
  const replyName = useAuthor(replyTo?.author ?? null).name;
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await add.mutateAsync({ content, parentCommentId: replyTo?.id ?? null });
      notifySuccess(communityT('community.toast.commented'));
      form.reset();
      onCancelReply();
    } catch (error) {
      const failed = communityT('community.toast.commentFailed');
      notifyError(failed, error, failed);
    }
  });
  const error = form.formState.errors.content?.message;
  const label = replyTo
    ? communityT('community.comments.replyLabel', { name: replyName })
    : communityT('community.comments.label');
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Textarea
        rows={2}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        placeholder={replyTo ? label : communityT('community.comments.placeholder')}
        {...form.register('content')}
      />
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {replyTo ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancelReply}>
            {communityT('community.comments.cancelReply')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!text?.trim() || add.isPending}>
          {communityT(add.isPending ? 'community.comments.posting' : 'community.comments.submit')}
        </Button>
      </div>
    </form>
  );
}
