import { useRef, useState, type KeyboardEvent } from 'react';
import { Mic, Trash2, Upload } from 'lucide-react';
import type { ContentItem } from '@contracts/content';
import {
  readerNameRequired,
  recordingAccept,
  recordingMaxBytes,
  recordingMaxMegabytes,
  recordingMaxMinutes,
  recordingTooLarge,
} from '@contracts/recordings';
import { isApiError } from '@web/lib/api-error';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useRemoveRecording, useUploadRecording } from './use-content-recording';

interface ContentRecordingProps {
  /** The saved item. */
  item: ContentItem;
  /** The item's audio and duration changed: the form takes them, so saving keeps them. */
  onChanged: (item: ContentItem) => void;
}

/** Enter in these fields must not save the whole content form around them. */
const keepFormUnsent = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * A person's recording of the item (decision 072): chosen here with the reader's name, levelled on
 * the server, it plays in place of the narration and members see "Read by …". Removing it brings
 * the narration back.
 */
export function ContentRecording({ item, onChanged }: ContentRecordingProps) {
  const upload = useUploadRecording();
  const remove = useRemoveRecording();
  const fileInput = useRef<HTMLInputElement>(null);
  const [readerName, setReaderName] = useState(item.readBy ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ readerName?: string; recording?: string }>({});

  const send = () => {
    const name = readerName.trim();
    const next = {
      readerName: name ? undefined : readerNameRequired,
      recording: !file
        ? adminT('admin.content.recording.chooseFile')
        : file.size > recordingMaxBytes
          ? recordingTooLarge
          : undefined,
    };
    setErrors(next);
    if (next.readerName || next.recording || !file) return;
    upload
      .mutateAsync({ id: item.id, file, readerName: name })
      .then((saved) => {
        onChanged(saved);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        notifySuccess(adminT('admin.content.recording.uploaded'));
      })
      .catch((error: unknown) => {
        if (isApiError(error) && (error.fields.recording || error.fields.readerName))
          return setErrors({ ...error.fields });
        if (isApiError(error) && error.status === 413)
          return setErrors({ recording: error.message });
        notifyError(
          adminT('admin.content.recording.failed'),
          error,
          adminT('admin.content.recording.failed'),
        );
      });
  };

  const takeAway = () =>
    remove
      .mutateAsync(item.id)
      .then((saved) => {
        onChanged(saved);
        notifySuccess(adminT('admin.content.recording.removed'));
      })
      .catch((error: unknown) =>
        notifyError(
          adminT('admin.content.recording.removeFailed'),
          error,
          adminT('admin.content.recording.removeFailed'),
        ),
      );

  return (
    <section
      aria-labelledby="content-recording-title"
      className="grid gap-3 rounded-md border p-3"
      data-testid="content-recording"
    >
      <div className="grid gap-1">
        <h3 id="content-recording-title" className="text-sm font-medium">
          {adminT('admin.content.recording.title')}
        </h3>
        <p className="text-xs text-muted-foreground">
          {adminT('admin.content.recording.hint', {
            megabytes: recordingMaxMegabytes,
            minutes: recordingMaxMinutes,
          })}
        </p>
      </div>
      {item.readBy ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2">
          <p className="flex items-center gap-2 text-sm" role="status">
            <Mic aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {adminT('admin.content.recording.current', { name: item.readBy })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void takeAway()}
            loading={remove.isPending}
          >
            <Trash2 aria-hidden="true" />
            {adminT('admin.content.recording.remove')}
          </Button>
        </div>
      ) : null}
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField label={adminT('admin.content.recording.readerName')} error={errors.readerName}>
          <Input
            autoComplete="off"
            maxLength={80}
            value={readerName}
            onChange={(event) => setReaderName(event.target.value)}
            onKeyDown={keepFormUnsent}
          />
        </FormField>
        <FormField label={adminT('admin.content.recording.file')} error={errors.recording}>
          <Input
            ref={fileInput}
            type="file"
            accept={recordingAccept}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            onKeyDown={keepFormUnsent}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void send()} loading={upload.isPending}>
          <Upload aria-hidden="true" />
          {adminT(
            item.readBy ? 'admin.content.recording.replace' : 'admin.content.recording.upload',
          )}
        </Button>
        {upload.isPending ? (
          <p className="text-xs text-muted-foreground" role="status">
            {adminT('admin.content.recording.working')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
