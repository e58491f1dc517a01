import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  popularTags,
  postContentMax,
  postInput,
  postTagMax,
  postTagsMax,
  postTitleMax,
  type PostInput,
} from '@contracts/community';
import { userPostTypes, type UserPostType } from '@contracts/enum-values';
import { errorMessage } from '@web/lib/api-error';
import { applyFieldErrors, isBlank } from '@web/lib/field-errors';
import { communityT } from './i18n/community-t';
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

type PostValues = z.output<typeof postInput>;

/** 001 §4: the dialog resets to type reflection, not anonymous, no tags. */
const blank = {
  postType: 'reflection',
  title: '',
  content: '',
  tags: [],
  isAnonymous: false,
} satisfies PostInput;

const fieldNames = ['postType', 'title', 'content', 'tags', 'isAnonymous'] as const;

/** Where the dialog posts, when not to the community feed: a prayer group's wall. */
export interface PostDestination {
  /** Sends the post (a prayer group's POST /api/groups/{id}/posts). */
  send: (input: PostValues) => Promise<unknown>;
  title: string;
  description: string;
  /** The success toast. */
  posted: string;
  /** The type the dialog starts at. */
  postType: UserPostType;
}

/**
 * The create-post dialog (001 §2, §4, §5); closing with unsaved text asks first (decision 135).
 * It posts to the community feed unless given another destination.
 */
export function PostDialog({
  open,
  onOpenChange,
  destination,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destination?: PostDestination;
}) {
  const start: PostInput = destination ? { ...blank, postType: destination.postType } : blank;
  const form = useForm<PostInput, unknown, PostValues>({
    resolver: zodResolver(postInput),
    defaultValues: start,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePost();
  const guard = useUnsavedChangesGuard(open && isDirty);
  const id = useId();
  const [title = '', content = '', tags = []] = useWatch({
    control: form.control,
    name: ['title', 'content', 'tags'],
  });
  // A title or message left blank says so in the dialog's own words, not the contract's.
  const fieldError = (field: FieldError | undefined) =>
    isBlank(field) ? communityT('community.dialog.required') : field?.message;

  const close = () => {
    form.reset(start);
    setError(null);
    create.reset();
    onOpenChange(false);
  };
  const setTags = (next: string[]) => form.setValue('tags', next, { shouldDirty: true });
  const toggleTag = (tag: string) =>
    setTags(
      tags.includes(tag)
        ? tags.filter((t) => t !== tag)
        : tags.length < postTagsMax
          ? [...tags, tag]
          : tags,
    );

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await (destination ? destination.send(values) : create.mutateAsync(values));
      notifySuccess(destination?.posted ?? communityT('community.toast.posted'));
      close();
    } catch (failure) {
      const failed = communityT('community.toast.postFailed');
      notifyError(failed, failure, failed);
      applyFieldErrors(failure, form.setError, fieldNames);
      setError(errorMessage(failure, failed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={guard.onOpenChange((next) => (next ? onOpenChange(true) : close()))}
    >
      {open ? (
        <DialogContent className="max-w-xl">
          {guard.prompt}
          <DialogHeader>
            <DialogTitle>{destination?.title ?? communityT('community.dialog.title')}</DialogTitle>
            <DialogDescription>
              {destination?.description ?? communityT('community.dialog.description')}
            </DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            {error ? (
              <DialogAlert title={communityT('community.toast.postFailed')} message={error} />
            ) : null}
            <Controller
              control={form.control}
              name="postType"
              render={({ field }) => (
                <SelectField
                  label={communityT('community.dialog.type')}
                  value={field.value ?? start.postType}
                  onValueChange={field.onChange}
                  options={userPostTypes.map((type) => ({
                    value: type,
                    label: communityT(`community.type.${type}`),
                  }))}
                  error={errors.postType?.message}
                />
              )}
            />
            <FormField
              label={communityT('community.dialog.titleLabel')}
              error={fieldError(errors.title)}
            >
              <Input
                maxLength={postTitleMax}
                placeholder={communityT('community.dialog.titlePlaceholder')}
                {...form.register('title')}
              />
            </FormField>
            <FormField
              label={communityT('community.dialog.message')}
              error={fieldError(errors.content)}
              hint={communityT('community.dialog.counter', {
                count: content.length,
                max: postContentMax,
              })}
            >
              <Textarea
                rows={5}
                placeholder={communityT('community.dialog.messagePlaceholder')}
                {...form.register('content')}
              />
            </FormField>
            <div className="grid gap-2">
              <FormField label={communityT('community.dialog.tags')} error={errors.tags?.message}>
                <TagInput
                  value={tags}
                  onChange={setTags}
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
                  const chosen = tags.includes(tag);
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
              <Controller
                control={form.control}
                name="isAnonymous"
                render={({ field }) => (
                  <Switch
                    id={`${id}-anonymous`}
                    ref={field.ref}
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-describedby={`${id}-anonymous-hint`}
                  />
                )}
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
              <Button type="submit" disabled={isSubmitting || !title.trim() || !content.trim()}>
                {communityT(
                  isSubmitting ? 'community.dialog.submitting' : 'community.dialog.submit',
                )}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
