import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Eye, Pencil } from 'lucide-react';
import { adminT } from '@web/admin/i18n/admin-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { Button } from '@web/ui/button';
import { Label } from '@web/ui/label';
import { ReadingText } from '@web/ui/reading-text';
import { Textarea } from '@web/ui/textarea';

interface ContentBodyFieldProps {
  /** The form's registration of `body`. */
  registration: UseFormRegisterReturn<'body'>;
  /** The body as typed so far (what the preview shows). */
  value: string;
  error?: string;
  /** The saved body is still on its way (an edit opened from the list, which carries no body). */
  loading: boolean;
}

/**
 * The body of an item, and a Preview that shows it as the member reader will (the same
 * ReadingText component: paragraphs, verse lines, citations; docs/decisions/147). The text area
 * stays in the form while the preview shows, so nothing typed is lost.
 */
export function ContentBodyField({ registration, value, error, loading }: ContentBodyFieldProps) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const body = value.trim();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{adminT('admin.content.field.body')}</Label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
          disabled={loading}
        >
          {previewing ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {adminT(previewing ? 'admin.content.body.edit' : 'admin.content.body.preview')}
        </Button>
      </div>
      <Textarea
        id={id}
        rows={10}
        hidden={previewing}
        readOnly={loading}
        aria-busy={loading || undefined}
        placeholder={loading ? adminT('admin.content.body.loading') : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        className="font-serif"
        {...registration}
      />
      {previewing ? (
        <section
          aria-label={adminT('admin.content.body.previewLabel')}
          className="max-h-[28rem] overflow-y-auto rounded-md border bg-card px-4 py-3"
        >
          {body ? (
            <ReadingText body={body} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {adminT('admin.content.body.previewEmpty')}
            </p>
          )}
        </section>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {adminT('admin.content.field.bodyHint')}
        </p>
      )}
    </div>
  );
}
