import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useDialogFailure } from '../ui/dialog-alert';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes';
import { errorMessage } from './api-error';
import { applyFieldErrors } from './field-errors';
import { notifyError, notifySuccess } from './toasts';

interface DialogSubmitOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The fields a 400 answer may name; its messages land on them. */
  fieldNames: readonly Path<Values>[];
  /** Sends the checked values (a create or an update). */
  send: (values: Output) => Promise<unknown>;
  /** The success toast. */
  saved: string;
  /** The failure's title, in the toast and in the dialog. */
  failed: string;
}

/**
 * What a create/edit dialog does around its form: send the checked values, say success and close,
 * or keep the dialog open with the server's per-field messages and the failure said in the dialog
 * (the toast is behind it, out of reach). Closing with unsaved changes asks first (decision 135);
 * while a save runs the dialog stays, so its answer lands in this opening and not a later one.
 */
export function useDialogSubmit<Values extends FieldValues, Output>({
  form,
  open,
  onOpenChange,
  fieldNames,
  send,
  saved,
  failed,
}: DialogSubmitOptions<Values, Output>) {
  const { isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(open && isDirty);
  const failure = useDialogFailure(open);

  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      notifySuccess(saved);
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
      failure.report({ title: failed, message: errorMessage(error, failed) });
      notifyError(failed, error, failed);
    }
  });

  return {
    /** The failure to show at the top of the form, if any. */
    failure: failure.failure,
    /** The unsaved-changes question, to render inside the dialog. */
    prompt: guard.prompt,
    isSubmitting,
    // A retry clears the last failure, whether or not the form then passes its checks.
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      failure.clear();
      return submit(event);
    },
    /** For the Dialog: Escape or the backdrop ask first, and do nothing while a save runs. */
    onDialogOpenChange: (next: boolean) =>
      isSubmitting ? undefined : guard.onOpenChange(onOpenChange)(next),
    /** For the Cancel button. */
    cancel: () => guard.confirmClose(() => onOpenChange(false)),
  };
}
