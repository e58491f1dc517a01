import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defaultVoice } from '@contracts/enum-values';
import { generatePsalmInput, savePsalmInput } from '@contracts/psalms';
import { isApiError } from '@web/lib/api-error';
import { errorDetail } from '@web/lib/error-detail';
import { applyFieldErrors } from '@web/lib/field-errors';
import { formatTime, localDateKey } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { currentLocale } from '@web/lib/i18n/translate';
import { useMe } from '@web/lib/session/me-query';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import {
  clearPsalmDraft,
  readPsalmDraft,
  writePsalmDraft,
  type PsalmDraftValues,
} from './psalm-draft';
import { useGeneratePsalm } from './use-generate-psalm';
import { useSavePsalm } from './use-save-psalm';

export type GeneratorValues = PsalmDraftValues;

/** 000 §4: the form resets 2 seconds after saving. */
export const resetAfterSaveMs = 2_000;

const blankValues = (): GeneratorValues => ({
  prompt: '',
  theme: 'praise',
  date: localDateKey(),
  // Staff mostly write for readers of the language they work in; the select changes it.
  language: currentLocale(),
  title: '',
  generatedPsalm: '',
  narrate: true,
  voice: defaultVoice,
});

type ContractIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The generator's life: a prompt becomes a psalm (Generate), the psalm is edited and published
 * (Save), and the form starts over. Generate and Save check different parts of the form against
 * different contracts, so the contracts run here rather than as one form resolver.
 */
export function usePsalmGenerator() {
  const userId = useMe().data?.user.id ?? null;
  // A generated psalm that was not saved or discarded comes back after a reload (decision 135).
  const [draft] = useState(() => (userId ? readPsalmDraft(userId) : null));
  const form = useForm<GeneratorValues>({
    defaultValues: draft ? { ...blankValues(), ...draft.values } : blankValues(),
  });
  const generate = useGeneratePsalm();
  const save = useSavePsalm();
  const [generatedAt, setGeneratedAt] = useState<Date | null>(() =>
    draft ? new Date(draft.generatedAt) : null,
  );
  const [restored, setRestored] = useState(draft !== null);
  const [saved, setSaved] = useState(false);

  // Every change to a generated, unsaved psalm is kept in this browser until it is saved or discarded.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!userId || !generatedAt || saved) return;
    writePsalmDraft(userId, {
      values: { ...blankValues(), ...values },
      generatedAt: generatedAt.toISOString(),
    });
  }, [userId, generatedAt, saved, values]);

  // 000 §4: generated, then saved; the form starts over 2 seconds later.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => {
      form.reset(blankValues());
      setGeneratedAt(null);
      setSaved(false);
    }, resetAfterSaveMs);
    return () => clearTimeout(timer);
  }, [saved, form]);

  /** Puts a failed contract check's messages on their fields, the first focused; a missing prompt is also a toast. */
  const showIssues = (issues: readonly ContractIssue[]) => {
    const failed = new Set<string>();
    for (const issue of issues) {
      const name = String(issue.path[0] ?? '');
      if (failed.has(name)) continue;
      form.setError(
        name as keyof GeneratorValues,
        { type: 'validate', message: issue.message },
        { shouldFocus: failed.size === 0 },
      );
      failed.add(name);
    }
    if (failed.has('prompt')) notifyFailure(adminT('psalms.toast.promptMissing'));
  };

  const onGenerate = () => {
    form.clearErrors();
    const { prompt, theme, date, language } = form.getValues();
    const parsed = generatePsalmInput.safeParse({ prompt, theme, date, language });
    if (!parsed.success) return showIssues(parsed.error.issues);
    generate.mutate(parsed.data, {
      onSuccess: (result) => {
        form.setValue('title', result.title);
        form.setValue('generatedPsalm', result.generatedPsalm);
        setGeneratedAt(new Date());
        setRestored(false);
        notifySuccess(adminT('psalms.toast.generated'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          notifyFailure(adminT('psalms.toast.noPsalm'));
          return;
        }
        if (applyFieldErrors(error, form.setError, ['prompt', 'theme', 'date', 'language'])) {
          if (isApiError(error) && error.fields.prompt)
            notifyFailure(adminT('psalms.toast.promptMissing'));
          return;
        }
        notifyFailure(
          adminT('psalms.toast.generateFailed'),
          errorDetail(error, adminT('psalms.toast.generateFailed')),
        );
      },
    });
  };

  const onSave = form.handleSubmit((values) => {
    form.clearErrors();
    // 000 §5: saving requires a generated psalm.
    if (!generatedAt || !values.generatedPsalm.trim()) {
      notifyFailure(adminT('psalms.toast.notGenerated'));
      return;
    }
    const parsed = savePsalmInput.safeParse(values);
    if (!parsed.success) return showIssues(parsed.error.issues);
    const generatedTime = formatTime(generatedAt);
    save.mutate(parsed.data, {
      onSuccess: () => {
        if (userId) clearPsalmDraft(userId);
        setRestored(false);
        notifySuccess(adminT('psalms.toast.saved', { time: generatedTime }));
        setSaved(true);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, [
          'prompt',
          'theme',
          'date',
          'language',
          'title',
          'generatedPsalm',
        ]);
        notifyFailure(
          adminT('psalms.toast.saveFailed'),
          errorDetail(error, adminT('psalms.toast.saveFailed')),
        );
      },
    });
  });

  /** Throws the generated psalm away; the prompt stays for another try. */
  const discard = () => {
    if (userId) clearPsalmDraft(userId);
    form.reset({ ...blankValues(), prompt: form.getValues('prompt') });
    setGeneratedAt(null);
    setRestored(false);
  };

  return {
    form,
    /** When the psalm in the form was generated; null before Generate. */
    generatedAt,
    /** The psalm came back from this browser's draft after a reload. */
    restored,
    /** Saved a moment ago: the form is about to start over. */
    saved,
    generating: generate.isPending,
    saving: save.isPending,
    busy: generate.isPending || save.isPending || saved,
    onGenerate,
    onSave,
    discard,
  };
}
