import { useId, useState, type FormEvent } from 'react';
import {
  popularTags,
  postContentMax,
  postTagMax,
  postTagsMax,
  postTitleMax,
} from '@contracts/community';
import { userPostTypes, type UserPostType } from '@contracts/enums';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { communityT } from '@web/lib/i18n/community-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { DialogAlert } from '@web/ui/dialog-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import { TagInput } from '@web/ui/tag-input';
import { Textarea } from '@web/ui/textarea';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import { useCreatePost } from './use-create-post';

type Draft = {
  postType: UserPostType;
  title: string;
  content: string;
  tags: string[];
  isAnonymous: boolean;
};
/** 001 §4: the dialog resets to type reflection, not anonymous, no tags. */
const blank: Draft = {
  postType: 'reflection',
  title: '',
  content: '',
  tags: [],
  isAnonymous: false,
};

const isDirty = (draft: Draft) =>
  draft.postType !== blank.postType ||
  draft.title !== '' ||
  draft.content !== '' ||
  draft.tags.length > 0 ||
  draft.isAnonymous;

/** The create-post dialog (001 §2, §4, §5); closing with unsaved text asks first (decision 135). */
export function PostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(blank);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const create = useCreatePost();
  const guard = useUnsavedChangesGuard(open && isDirty(draft));
  const id = useId();

  const close = () => {
    setDraft(blank);
    setError(null);
    setFieldErrors({});
    create.reset();
    onOpenChange(false);
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggleTag = (tag: string) =>
    set(
      'tags',
      draft.tags.includes(tag)
        ? draft.tags.filter((t) => t !== tag)
        : draft.tags.length < postTagsMax
          ? [...draft.tags, tag]
          : draft.tags,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const title = draft.title.trim();
    const content = draft.content.trim();
    if (!title || !content) {
      setFieldErrors({
        ...(title ? {} : { title: communityT('community.dialog.required') }),
        ...(content ? {} : { content: communityT('community.dialog.required') }),
      });
      return;
    }
    setFieldErrors({});
    setError(null);
    create.mutate(
      { ...draft, title, content },
      {
        onSuccess: () => {
          notifySuccess(communityT('community.toast.posted'));
          close();
        },
        onError: (failure) => {
          notifyError(
            communityT('community.toast.postFailed'),
            failure,
            communityT('community.toast.postFailed'),
          );
          if (isApiError(failure)) setFieldErrors({ ...failure.fields });
          setError(errorMessage(failure, communityT('community.toast.postFailed')));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange((next) => (next ? onOpenChange(true) : close()))}
    >
      {open ? (
        <DialogContent className="max-w-xl">
          {guard.prompt}
          <DialogHeader>
            <DialogTitle>{communityT('community.dialog.title')}</DialogTitle>
            <DialogDescription>{communityT('community.dialog.description')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            {error ? (
              <DialogAlert title={communityT('community.toast.postFailed')} message={error} />
            ) : null}
            <SelectField
              label={communityT('community.dialog.type')}
              value={draft.postType}
              onValueChange={(value) => set('postType', value as UserPostType)}
              options={userPostTypes.map((type) => ({
                value: type,
                label: communityT(`community.type.${type}`),
              }))}
              error={fieldErrors.postType}
            />
            <FormField label={communityT('community.dialog.titleLabel')} error={fieldErrors.title}>
              <Input
                value={draft.title}
                maxLength={postTitleMax}
                placeholder={communityT('community.dialog.titlePlaceholder')}
                onChange={(event) => set('title', event.target.value)}
              />
            </FormField>
            <FormField
              label={communityT('community.dialog.message')}
              error={fieldErrors.content}
              hint={communityT('community.dialog.counter', {
                count: draft.content.length,
                max: postContentMax,
              })}
            >
              <Textarea
                rows={5}
                value={draft.content}
                placeholder={communityT('community.dialog.messagePlaceholder')}
                onChange={(event) => set('content', event.target.value)}
              />
            </FormField>
            <div className="grid gap-2">
              <FormField label={communityT('community.dialog.tags')} error={fieldErrors.tags}>
                <TagInput
                  value={draft.tags}
                  onChange={(tags) => set('tags', tags)}
                  addLabel={communityT('community.dialog.addTag')}
                  removeLabel={(tag) => communityT('community.dialog.removeTag', { tag })}
                  placeholder={communityT('community.dialog.tagPlaceholder')}
                  maxTags={postTagsMax}
                  maxLength={postTagMax}
                  fullMessage={communityT('community.dialog.tagsFull', { max: postTagsMax })}
                />
              </FormField>
              <p id={`${id}-popular`} className="text-sm text-muted-foreground">
                {communityT('community.dialog.popularTags')}
              </p>
              <div
                role="group"
                aria-labelledby={`${id}-popular`}
                className="flex flex-wrap gap-1.5"
              >
                {popularTags.map((tag) => {
                  const chosen = draft.tags.includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => toggleTag(tag)}
                      className={cn(
                        'rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors',
                        chosen
                          ? 'border-transparent bg-primary text-primary-foreground'
                          : 'bg-card text-foreground hover:bg-muted',
                      )}
                    >
                      #{tag}
                    </button>
                  );
                })}
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Switch
                id={`${id}-anonymous`}
                checked={draft.isAnonymous}
                onCheckedChange={(checked) => set('isAnonymous', checked)}
                aria-describedby={`${id}-anonymous-hint`}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-anonymous`}>
                  {communityT('community.dialog.anonymous')}
                </Label>
                <p id={`${id}-anonymous-hint`} className="text-sm text-muted-foreground">
                  {communityT('community.dialog.anonymousHint')}
                </p>
              </div>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => guard.confirmClose(close)}>
                {communityT('community.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={create.isPending || !draft.title.trim() || !draft.content.trim()}
              >
                {communityT(
                  create.isPending ? 'community.dialog.submitting' : 'community.dialog.submit',
                )}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
