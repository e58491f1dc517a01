import { useEffect, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput, type Category, type CategoryInput } from '@contracts/content';
import { defaultCategoryColor, hexColorPattern } from '@contracts/enums';
import { errorMessage } from '@web/lib/api-error';
import { applyFieldErrors } from '@web/lib/field-errors';
import { adminT } from '@web/lib/i18n/admin-t';
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
import { DialogAlert, useDialogFailure } from '@web/ui/dialog-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import { ColorPresets } from './color-presets';
import { useCreateCategory } from './use-create-category';
import { useUpdateCategory } from './use-update-category';

type CategoryFormValues = CategoryInput;
type CategoryValues = z.output<typeof categoryInput>;

const fieldNames = ['name', 'description', 'color'] as const;
const emptyValues: CategoryFormValues = { name: '', description: '', color: defaultCategoryColor };

interface CategoryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; null creates one. */
  category: Category | null;
}

/** Create or edit a category: name required, description, a preset or custom hex colour. */
export function CategoryFormDialog({ open, onOpenChange, category }: CategoryFormDialogProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryValues>({
    resolver: zodResolver(categoryInput),
    defaultValues: emptyValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // Closing with unsaved changes asks first; a save closes without asking (decision 135).
  const guard = useUnsavedChangesGuard(open && isDirty);
  const failure = useDialogFailure(open);
  const color = useWatch({ control: form.control, name: 'color' }) ?? defaultCategoryColor;
  const validColor = hexColorPattern.test(color) ? color : defaultCategoryColor;

  useEffect(() => {
    if (!open) return;
    form.reset(
      category
        ? { name: category.name, description: category.description ?? '', color: category.color }
        : emptyValues,
    );
  }, [open, category, form]);

  const submit = form.handleSubmit(async (values) => {
    const input: CategoryInput = {
      name: values.name,
      description: values.description?.trim() ? values.description : null,
      color: values.color.toUpperCase(),
    };
    try {
      if (category) {
        await update.mutateAsync({ id: category.id, input });
        notifySuccess(adminT('admin.categories.updated'));
      } else {
        await create.mutateAsync(input);
        notifySuccess(adminT('admin.categories.created'));
      }
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
      const failed = category ? 'admin.categories.updateFailed' : 'admin.categories.createFailed';
      // The toast sits behind the open dialog, out of reach: the dialog says it too.
      failure.report({ title: adminT(failed), message: errorMessage(error, adminT(failed)) });
      notifyError(adminT(failed), error, adminT(failed));
    }
  });
  // A retry clears the last failure, whether or not the form then passes its checks.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    failure.clear();
    return submit(event);
  };

  const setColor = (next: string) =>
    form.setValue('color', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    // While a save runs the dialog stays: its answer (a failure, or the close on success) lands here.
    <Dialog
      open={open}
      onOpenChange={(next) => (isSubmitting ? undefined : guard.onOpenChange(onOpenChange)(next))}
    >
      <DialogContent>
        {guard.prompt}
        <DialogHeader>
          <DialogTitle>
            {category
              ? adminT('admin.categories.editTitle')
              : adminT('admin.categories.createTitle')}
          </DialogTitle>
          <DialogDescription>{adminT('admin.categories.formDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {failure.failure ? <DialogAlert {...failure.failure} /> : null}
          <FormField label={adminT('admin.categories.field.name')} error={errors.name?.message}>
            <Input required autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField
            label={adminT('admin.categories.field.description')}
            error={errors.description?.message}
          >
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-1.5 text-sm font-medium">
              {adminT('admin.categories.field.color')}
            </legend>
            <ColorPresets value={color} onChange={setColor} />
            <div className="flex items-start gap-3">
              <FormField
                className="flex-1"
                label={adminT('admin.categories.field.customColor')}
                hint={adminT('admin.categories.field.customColorHint')}
                error={errors.color?.message}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={7}
                  {...form.register('color')}
                />
              </FormField>
              <input
                type="color"
                aria-label={adminT('admin.categories.colorPicker')}
                value={validColor.toLowerCase()}
                onChange={(event) => setColor(event.target.value.toUpperCase())}
                className="mt-5 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
              />
            </div>
          </fieldset>
          <DialogFooter className="pt-2">
            <Button
              variant="outline"
              disabled={isSubmitting}
              onClick={() => guard.confirmClose(() => onOpenChange(false))}
            >
              {adminT('admin.categories.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting
                ? adminT('admin.categories.saving')
                : category
                  ? adminT('admin.categories.save')
                  : adminT('admin.categories.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
