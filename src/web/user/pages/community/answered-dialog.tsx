import { useState } from 'react';
import { testimonyMax } from '@contracts/community';
import { communityT } from '@web/lib/i18n/community-t';
import { notifyError } from '@web/lib/toasts';
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
  const [testimony, setTestimony] = useState('');
  const mark = useMarkAnswered();
  const guard = useUnsavedChangesGuard(postId !== null && testimony !== '');
  const close = () => {
    setTestimony('');
    onClose();
  };
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
          <FormField label={communityT('community.answer.testimony')}>
            <Textarea
              rows={4}
              maxLength={testimonyMax}
              value={testimony}
              onChange={(event) => setTestimony(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => guard.confirmClose(close)}>
              {communityT('community.dialog.cancel')}
            </Button>
            <Button
              type="button"
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate(
                  { id: postId, testimony },
                  {
                    onSuccess: close,
                    onError: (error) =>
                      notifyError(
                        communityT('community.toast.postFailed'),
                        error,
                        communityT('community.toast.postFailed'),
                      ),
                  },
                )
              }
            >
              {communityT('community.answer.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
