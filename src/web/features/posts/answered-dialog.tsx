import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { answerInput, testimonyMax } from '@contracts/community';
import { communityT } from './i18n/community-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import { useMarkAnswered } from './use-mark-answered';

/** The author marks their prayer request answered, with an optional testimony. */
export function AnsweredDialog({
  postId,
  onClose,
}: {
  postId: string | null;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof answerInput>, unknown, z.output<typeof answerInput>>({
    resolver: zodResolver(answerInput),
    defaultValues: { testimony: '' },
  });
  const mark = useMarkAnswered();
  const guard = useUnsavedChangesGuard(postId !== null && form.formState.isDirty);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ testimony }) => {
    if (!postId) return;
    try {
      await mark.mutateAsync({ id: postId, testimony: testimony ?? '' });
      close();
      notifySuccess(communityT('community.toast.markedAnswered'));
    } catch (error) {
      const failed = communityT('community.toast.answerFailed');
      notifyError(failed, error, failed);
    }
  });
  return (
    <Dialog
      open={postId !== null}
      onOpenChange={guard.onOpenChange((open) => (open ? undefined : close()))}
    >
      {postId ? (
        <DialogContent className="max-w-md">
          {guard.prompt}
          <DialogHeader>
            <DialogTitle>{communityT('community.answer.title')}</DialogTitle>
            <DialogDescription>{communityT('community.answer.description')}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField
              label={communityT('community.answer.testimony')}
              error={form.formState.errors.testimony?.message}
            >
              <Textarea rows={4} maxLength={testimonyMax} {...form.register('testimony')} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => guard.confirmClose(close)}>
                {communityT('community.dialog.cancel')}
              </Button>
              <Button type="submit" disabled={mark.isPending}>
                {communityT('community.answer.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
