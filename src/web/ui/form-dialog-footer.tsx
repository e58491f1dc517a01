import { Button } from './button';
import { DialogFooter } from './dialog';

interface FormDialogFooterProps {
  isSubmitting: boolean;
  onCancel: () => void;
  cancelLabel: string;
  /** What the submit button says: Create or Save. */
  submitLabel: string;
  /** What it says while the save runs. */
  savingLabel: string;
}

/** A form dialog's Cancel and submit; Cancel waits while a save runs, so its answer lands here. */
export function FormDialogFooter({
  isSubmitting,
  onCancel,
  cancelLabel,
  submitLabel,
  savingLabel,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className="pt-2">
      <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? savingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
