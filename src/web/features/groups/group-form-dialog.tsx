import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupDescriptionMax,
  groupInput,
  groupNameMax,
  type Group,
  type GroupInput,
} from '@contracts/groups';
import { groupsT } from './i18n/groups-t';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import { FormDialog } from '@web/ui/form-dialog';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import { useCreateGroup, useUpdateGroup } from './use-group-mutations';

const fieldNames = ['name', 'description'] as const;
const blank: GroupInput = { name: '', description: '' };

interface GroupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to rename; null starts one. */
  group: Group | null;
  /** After a group is started (to open its page). */
  onCreated?: (group: Group) => void;
}

/** Start a group, or rename and redescribe one: a 400's messages land on their fields. */
export function GroupFormDialog({ open, onOpenChange, group, onCreated }: GroupFormDialogProps) {
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? '');
  const form = useForm<GroupInput, unknown, z.output<typeof groupInput>>({
    resolver: zodResolver(groupInput),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(group ? { name: group.name, description: group.description } : blank);
  }, [open, group, form]);

  const dialog = useDialogSubmit({
    form,
    open,
    onOpenChange,
    fieldNames,
    saved: groupsT(group ? 'groups.form.updated' : 'groups.form.created'),
    failed: groupsT(group ? 'groups.form.updateFailed' : 'groups.form.createFailed'),
    send: async (values) => {
      if (group) return update.mutateAsync(values);
      const created = await create.mutateAsync(values);
      onCreated?.(created);
      return created;
    },
  });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={groupsT(group ? 'groups.form.editTitle' : 'groups.form.createTitle')}
      description={groupsT('groups.form.description')}
      cancelLabel={groupsT('groups.form.cancel')}
      submitLabel={groupsT(group ? 'groups.form.save' : 'groups.form.create')}
      savingLabel={groupsT('groups.form.saving')}
    >
      <FormField label={groupsT('groups.form.name')} error={errors.name?.message}>
        <Input required autoComplete="off" maxLength={groupNameMax} {...form.register('name')} />
      </FormField>
      <FormField
        label={groupsT('groups.form.about')}
        hint={groupsT('groups.form.aboutHint')}
        error={errors.description?.message}
      >
        <Textarea rows={3} maxLength={groupDescriptionMax} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
