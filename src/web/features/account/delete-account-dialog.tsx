import { useForm, useWatch } from 'react-hook-form';
import type { DeleteAccountInput } from '@contracts/profile';
import { applyFieldErrors } from '@web/lib/field-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { accountT as t } from './i18n/account-t';
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
import { PasswordInput } from '@web/ui/password-input';
import { useDeleteAccount } from './use-delete-account';

const checkDeleteAccount = lazyResolver(() =>
  import('./account-resolvers').then((module) => module.checkDeleteAccount),
);

/**
 * Delete my account: says what is erased, asks for the password, then erases and signs out. A
 * wrong password keeps the dialog open with the server's message under the field. Its button is
 * the privacy section's, which loads this when first pressed.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<DeleteAccountInput>({
    resolver: checkDeleteAccount,
    defaultValues: { password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const remove = useDeleteAccount(() =>
    notifySuccess(t('account.deleted'), t('account.deletedDescription')),
  );

  const change = (next: boolean) => {
    if (remove.isPending) return;
    onOpenChange(next);
    form.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values.password);
    } catch (failure) {
      if (!applyFieldErrors(failure, form.setError, ['password']))
        notifyError(t('account.saveFailedTitle'), failure, t('account.deleteFailed'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('account.deleteTitle')}</DialogTitle>
            <DialogDescription>{t('account.deleteIntro')}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {t('account.deleteItems')
              .split('|')
              .map((item) => (
                <li key={item}>{item}</li>
              ))}
          </ul>
          <FormField
            label={t('account.deletePassword')}
            error={form.formState.errors.password?.message}
          >
            <PasswordInput
              autoComplete="current-password"
              {...form.register('password', {
                // A new try clears the server's word on the last one.
                onChange: () => form.clearErrors('password'),
              })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {t('account.cancel')}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!password}
              loading={remove.isPending}
            >
              {remove.isPending ? t('account.deleting') : t('account.deleteConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
