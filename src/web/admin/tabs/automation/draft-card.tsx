import { useId, useState } from 'react';
import { Check, Pencil, RefreshCw, X } from 'lucide-react';
import type { AutomationDraft } from '@contracts/automation';
import { isApiError } from '@web/lib/api-error';
import { errorDetail } from '@web/lib/error-detail';
import { formatDateTime, formatLongDate } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { AudioPlayer } from '@web/features/listening';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Textarea } from '@web/ui/textarea';
import { useDraftAction } from './use-draft-actions';

/** Who and what made the draft, and when. */
function madeBy(draft: AutomationDraft) {
  const time = formatDateTime(draft.createdAt);
  return draft.createdBy
    ? adminT(draft.testRun ? 'automation.review.madeByTest' : 'automation.review.madeByStaff', {
        name: draft.createdBy.name || draft.createdBy.email,
        writer: draft.writtenBy,
        time,
      })
    : adminT('automation.review.madeBySchedule', { writer: draft.writtenBy, time });
}

/**
 * One held draft of the review queue (decision 053), the schedule's or a test run's: its text and
 * narration, who made it, when it publishes; Approve, Edit then approve (the editor closes once
 * saved), Regenerate, Reject (after a confirmation).
 */
export function DraftCard({ draft }: { draft: AutomationDraft }) {
  const id = useId();
  const action = useDraftAction();
  const [editing, setEditing] = useState(false);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [title, setTitle] = useState(draft.title);
  const [text, setText] = useState(draft.text);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const busy = action.isPending;

  const fail = (error: unknown) => {
    if (isApiError(error)) setFieldErrors(error.fields);
    notifyFailure(
      adminT('automation.review.toast.failed'),
      errorDetail(error, adminT('automation.review.toast.failed')),
    );
  };

  const approve = (edits?: { title: string; text: string }) =>
    action.mutate(
      { kind: 'approve', id: draft.id, edits },
      {
        onSuccess: (saved) => {
          setEditing(false);
          notifySuccess(
            saved.status === 'published'
              ? adminT('automation.review.toast.published')
              : adminT('automation.review.toast.approved'),
            saved.title,
          );
        },
        onError: fail,
      },
    );

  const reject = () =>
    action.mutate(
      { kind: 'reject', id: draft.id },
      {
        onSuccess: () => notifySuccess(adminT('automation.review.toast.rejected'), draft.title),
        onError: fail,
      },
    );

  const regenerate = () =>
    action.mutate(
      { kind: 'regenerate', id: draft.id },
      {
        onSuccess: (fresh) =>
          notifySuccess(adminT('automation.review.toast.regenerated'), fresh.title),
        onError: fail,
      },
    );

  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4"
      aria-labelledby={`${id}-title`}
      data-testid="automation-draft"
      data-draft-id={draft.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={draft.status === 'approved' ? 'solid' : 'secondary'}>
          {adminT(`automation.review.status.${draft.status === 'approved' ? 'approved' : 'held'}`)}
        </Badge>
        {draft.testRun ? (
          <Badge variant="outline">{adminT('automation.review.testRun')}</Badge>
        ) : null}
        <span className="text-sm font-medium">
          {adminT(`automation.type.${draft.contentType}`)}
        </span>
        <span className="text-xs text-muted-foreground">
          {adminT('automation.review.forDate', {
            date: formatLongDate(draft.forDate),
            language: adminT(`automation.language.${draft.language}`),
          })}
        </span>
      </div>
      {editing ? (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFieldErrors({});
            approve({ title, text });
          }}
        >
          <FormField label={adminT('automation.review.titleLabel')} error={fieldErrors.title}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} required />
          </FormField>
          <FormField label={adminT('automation.review.textLabel')} error={fieldErrors.text}>
            <Textarea rows={10} value={text} onChange={(event) => setText(event.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {busy ? null : <Check aria-hidden="true" />}
              {adminT('automation.review.saveApprove')}
            </Button>
            <Button variant="outline" onClick={() => setEditing(false)} disabled={busy}>
              {adminT('automation.review.cancelEdit')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-2">
          <h4 id={`${id}-title`} className="text-base font-semibold">
            {draft.title}
          </h4>
          {/* A long draft scrolls: focusable, so it can be read with the keyboard too. */}
          <div
            role="region"
            aria-labelledby={`${id}-title`}
            tabIndex={0}
            className="max-h-72 overflow-y-auto rounded-md text-sm whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {draft.text}
          </div>
        </div>
      )}
      {draft.audioUrl ? (
        <div className="grid gap-1">
          <span className="text-xs font-medium">{adminT('automation.review.audio')}</span>
          <AudioPlayer src={draft.audioUrl} title={draft.title} />
        </div>
      ) : null}
      <div className="grid gap-0.5 text-xs text-muted-foreground">
        <p>{madeBy(draft)}</p>
        <p>
          {draft.testRun
            ? adminT('automation.review.publishOnApproval')
            : adminT('automation.review.publishAt', { time: formatDateTime(draft.publishAt) })}
        </p>
      </div>
      {confirmingReject ? (
        <div className="grid gap-2 rounded-md border border-destructive/40 p-3" role="alert">
          <p className="text-sm">{adminT('automation.review.rejectConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={reject} loading={busy}>
              {adminT('automation.review.reject')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirmingReject(false)}
              disabled={busy}
            >
              {adminT('automation.review.cancelEdit')}
            </Button>
          </div>
        </div>
      ) : editing ? null : (
        <div className="flex flex-wrap gap-2">
          {draft.status === 'held' ? (
            <Button size="sm" onClick={() => approve()} loading={busy}>
              {busy ? null : <Check aria-hidden="true" />}
              {adminT('automation.review.approve')}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setTitle(draft.title);
              setText(draft.text);
              setEditing(true);
            }}
            disabled={busy}
          >
            <Pencil aria-hidden="true" />
            {adminT('automation.review.edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={regenerate} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            {adminT('automation.review.regenerate')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmingReject(true)}
            disabled={busy}
          >
            <X aria-hidden="true" />
            {adminT('automation.review.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
