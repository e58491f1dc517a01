import { useEffect } from 'react';
import { Link } from '@web/ui/link';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { Category, ContentItem, ContentListItem } from '@contracts/content';
import { difficultyLevels, type DifficultyLevel } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import { FormDialog } from '@web/ui/form-dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import { Textarea } from '@web/ui/textarea';
import {
  contentFormResolver,
  contentFormValues,
  durationFromInput,
  newContentValues,
  toContentInput,
  type ContentFormValues,
} from './content-form-values';
import { ContentBodyField } from './content-body-field';
import { ContentNarration } from './content-narration';
import { ContentRecording } from './content-recording';
import { contentQueries } from './content-queries';
import { useCreateContent } from './use-create-content';
import { useUpdateContent } from './use-update-content';

const fieldNames = [
  'title',
  'description',
  'body',
  'categoryId',
  'durationMinutes',
  'difficultyLevel',
  'scheduledFor',
  'isPublished',
  'audioUrl',
] as const;

interface ContentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit (as the list has it: without its body); null creates a new one. */
  item: ContentListItem | null;
  categories: readonly Category[];
}

/** Create or edit a content item: every field of 000 §3, the defaults of §9, the checks of §5. */
export function ContentFormDialog({
  open,
  onOpenChange,
  item,
  categories,
}: ContentFormDialogProps) {
  const create = useCreateContent();
  const update = useUpdateContent();
  const form = useForm<ContentFormValues>({
    resolver: contentFormResolver,
    defaultValues: newContentValues,
  });
  const { errors } = form.formState;
  // The list carries no bodies (docs/decisions/054): an edit reads the item whole.
  const saved = useQuery({ ...contentQueries.item(item?.id ?? ''), enabled: open && !!item });
  const savedItem = item && saved.data?.id === item.id ? saved.data : undefined;
  const savedBody = savedItem?.body ?? null;

  useEffect(() => {
    if (open) form.reset(item ? contentFormValues(item) : newContentValues);
  }, [open, item, form]);

  // The body lands when the item has been read, unless someone already typed one.
  useEffect(() => {
    if (open && savedItem && !form.getFieldState('body').isDirty)
      form.resetField('body', { defaultValue: savedBody ?? '' });
  }, [open, savedItem, savedBody, form]);

  /** After a narration the item's audio is the new recording: saving must keep it. */
  const narrated = (next: ContentItem) =>
    form.resetField('audioUrl', { defaultValue: next.audioUrl ?? '' });
  /** A recording uploaded or removed: the item's audio and length are the server's now. */
  const recorded = (next: ContentItem) => {
    narrated(next);
    form.resetField('durationMinutes', { defaultValue: next.durationMinutes });
  };
  const bodyValue = useWatch({ control: form.control, name: 'body' });

  const dialog = useDialogSubmit({
    form,
    open,
    onOpenChange,
    fieldNames,
    failed: adminT(item ? 'admin.content.updateFailed' : 'admin.content.createFailed'),
    saved: adminT(item ? 'admin.content.updated' : 'admin.content.created'),
    send: (values) => {
      const { body, ...rest } = toContentInput(values);
      // Until the saved body is read, the form's empty body is not the item's: left unchanged.
      const input = item && !savedItem ? rest : { ...rest, body };
      return item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input);
    },
  });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={adminT(item ? 'admin.content.editTitle' : 'admin.content.createTitle')}
      description={adminT('admin.content.formDescription')}
      cancelLabel={adminT('admin.content.cancel')}
      submitLabel={adminT(item ? 'admin.content.save' : 'admin.content.create')}
      savingLabel={adminT('admin.content.saving')}
      wide
      notice={
        categories.length === 0 ? (
          <p className="rounded-md border border-dashed bg-muted/60 px-3 py-2 text-sm">
            {adminT('admin.content.noCategories')}{' '}
            <Link to="/admin/categories" className="font-medium text-primary underline">
              {adminT('admin.content.toCategories')}
            </Link>
          </p>
        ) : null
      }
    >
      <FormField label={adminT('admin.content.field.title')} error={errors.title?.message}>
        <Input required autoComplete="off" {...form.register('title')} />
      </FormField>
      <FormField
        label={adminT('admin.content.field.description')}
        error={errors.description?.message}
      >
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <ContentBodyField
        registration={form.register('body')}
        value={bodyValue}
        error={errors.body?.message}
        loading={Boolean(item) && !savedItem}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <SelectField
              label={adminT('admin.content.field.category')}
              placeholder={adminT('admin.content.field.categoryPlaceholder')}
              required
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              onBlur={field.onBlur}
              error={errors.categoryId?.message}
              options={categories.map((category) => ({
                value: category.id,
                label: category.name,
              }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="difficultyLevel"
          render={({ field }) => (
            <SelectField
              label={adminT('admin.content.field.difficulty')}
              value={field.value}
              onValueChange={(value) => field.onChange(value as DifficultyLevel)}
              triggerRef={field.ref}
              onBlur={field.onBlur}
              error={errors.difficultyLevel?.message}
              options={difficultyLevels.map((level) => ({
                value: level,
                label: adminT(`admin.content.difficulty.${level}`),
              }))}
            />
          )}
        />
        <FormField
          label={adminT('admin.content.field.duration')}
          error={errors.durationMinutes?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('durationMinutes', { setValueAs: durationFromInput })}
          />
        </FormField>
        <FormField
          label={adminT('admin.content.field.scheduledFor')}
          hint={adminT('admin.content.field.scheduledForHint')}
          error={errors.scheduledFor?.message}
        >
          <Input type="date" {...form.register('scheduledFor')} />
        </FormField>
      </div>
      <FormField
        label={adminT('admin.content.field.audioUrl')}
        hint={adminT('admin.content.field.audioUrlHint')}
        error={errors.audioUrl?.message}
      >
        {/* A person's recording is changed in the Recording section below, not here. */}
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          readOnly={Boolean(savedItem?.readBy)}
          {...form.register('audioUrl')}
        />
      </FormField>
      {savedItem ? (
        <ContentNarration
          item={savedItem}
          bodyEdited={bodyValue.trim() !== (savedBody ?? '').trim()}
          onNarrated={narrated}
        />
      ) : null}
      {savedItem ? <ContentRecording item={savedItem} onChanged={recorded} /> : null}
      <Controller
        control={form.control}
        name="isPublished"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-1">
              <label htmlFor="content-published" className="text-sm font-medium">
                {adminT('admin.content.field.published')}
              </label>
              <p id="content-published-hint" className="text-xs text-muted-foreground">
                {adminT('admin.content.field.publishedHint')}
              </p>
            </div>
            <Switch
              id="content-published"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="content-published-hint"
            />
          </div>
        )}
      />
    </FormDialog>
  );
}
