import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput, type Category, type CategoryInput } from '@contracts/content';
import { defaultCategoryColor, hexColorPattern } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import { FormDialog } from '@web/ui/form-dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
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
  const { errors } = form.formState;
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

  const dialog = useDialogSubmit({
    form,
    open,
    onOpenChange,
    fieldNames,
    failed: adminT(category ? 'admin.categories.updateFailed' : 'admin.categories.createFailed'),
    saved: adminT(category ? 'admin.categories.updated' : 'admin.categories.created'),
    send: (values) => {
      const input: CategoryInput = {
        name: values.name,
        description: values.description?.trim() ? values.description : null,
        color: values.color.toUpperCase(),
      };
      return category ? update.mutateAsync({ id: category.id, input }) : create.mutateAsync(input);
    },
  });

  const setColor = (next: string) =>
    form.setValue('color', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={adminT(category ? 'admin.categories.editTitle' : 'admin.categories.createTitle')}
      description={adminT('admin.categories.formDescription')}
      cancelLabel={adminT('admin.categories.cancel')}
      submitLabel={adminT(category ? 'admin.categories.save' : 'admin.categories.create')}
      savingLabel={adminT('admin.categories.saving')}
    >
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
    </FormDialog>
  );
}
