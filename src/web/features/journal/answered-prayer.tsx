import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Undo2 } from 'lucide-react';
import { markAnsweredInput, type JournalEntry } from '@contracts/journal';
import { formatLongDate } from '@web/lib/format-date';
import { journalT } from './i18n/journal-t';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { reportJournalFailure } from './journal-failure';
import { useMarkAnswered } from './use-mark-answered';
import { useUnmarkAnswered } from './use-unmark-answered';

const noteMax = 2000;

type AnswerValues = z.output<typeof markAnsweredInput>;

/**
 * Decision 120: a prayer can be marked as answered, with an optional note of how; the mark can be taken
 * back. Marked prayers count in Answered Prayers.
 */
export function AnsweredPrayer({ entry }: { entry: JournalEntry }) {
  const id = useId();
  const form = useForm<z.input<typeof markAnsweredInput>, unknown, AnswerValues>({
    resolver: zodResolver(markAnsweredInput),
    defaultValues: { note: '' },
  });
  const mark = useMarkAnswered();
  const unmark = useUnmarkAnswered();

  const markAnswered = form.handleSubmit(async ({ note }) => {
    try {
      await mark.mutateAsync({ id: entry.id, note: note ?? '' });
      form.reset();
      notifySuccess(journalT('journal.toast.markedAnswered'));
    } catch (error) {
      reportJournalFailure('update', error);
    }
  });

  const unmarkAnswered = async () => {
    try {
      await unmark.mutateAsync(entry.id);
      notifySuccess(journalT('journal.toast.unmarkedAnswered'));
    } catch (error) {
      reportJournalFailure('update', error);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {journalT('journal.answer.heading')}
      </h3>
      {entry.answeredAt ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {journalT('journal.answer.answeredOn', { date: formatLongDate(entry.answeredAt) })}
          </p>
          {entry.answerNote ? (
            <p className="text-sm break-words whitespace-pre-wrap">{entry.answerNote}</p>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            loading={unmark.isPending}
            onClick={() => void unmarkAnswered()}
          >
            <Undo2 aria-hidden="true" />
            {journalT('journal.answer.unmark')}
          </Button>
        </>
      ) : (
        <form className="grid gap-3" onSubmit={markAnswered} noValidate>
          <p className="text-sm text-muted-foreground">{journalT('journal.answer.prompt')}</p>
          <FormField
            label={journalT('journal.answer.note')}
            error={form.formState.errors.note?.message}
          >
            <Textarea
              rows={3}
              maxLength={noteMax}
              placeholder={journalT('journal.answer.notePlaceholder')}
              {...form.register('note')}
            />
          </FormField>
          <Button type="submit" size="sm" className="justify-self-start" loading={mark.isPending}>
            <CircleCheck aria-hidden="true" />
            {journalT('journal.answer.mark')}
          </Button>
        </form>
      )}
    </section>
  );
}
