import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CircleCheck, History, Save, Sparkles, Trash2 } from 'lucide-react';
import { defaultVoice, languages, psalmThemes, voicePresets } from '@contracts/enums';
import { generatePsalmInput, savePsalmInput } from '@contracts/psalms';
import { isApiError } from '@web/lib/api-error';
import { errorDetail } from '@web/lib/error-detail';
import { applyFieldErrors } from '@web/lib/field-errors';
import { formatTime, localDateKey } from '@web/lib/format-date';
import { adminT } from '@web/lib/i18n/admin-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { currentLocale } from '@web/lib/i18n/translate';
import { useMe } from '@web/lib/session/me-query';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { Switch } from '@web/ui/switch';
import { Textarea } from '@web/ui/textarea';
import { NarrationProgress } from './narration-progress';
import {
  clearPsalmDraft,
  readPsalmDraft,
  writePsalmDraft,
  type PsalmDraftValues,
} from './psalm-draft';
import { useGeneratePsalm } from './use-generate-psalm';
import { useSavePsalm } from './use-save-psalm';

type GeneratorValues = PsalmDraftValues;

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

/** Puts the messages of a failed contract check on their fields; returns the fields that failed. */
function applyIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  setError: (name: keyof GeneratorValues, message: string, focus: boolean) => void,
): Set<string> {
  const failed = new Set<string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (failed.has(name)) continue;
    setError(name as keyof GeneratorValues, issue.message, failed.size === 0);
    failed.add(name);
  }
  return failed;
}

/**
 * The Daily Psalm Generator (000 §2, §4, §5, §8): prompt, theme and date; Generate; the generated
 * psalm to read and edit; narration with a voice; Save, which publishes it for the date.
 */
export function PsalmGenerator() {
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
  const { errors } = form.formState;
  const narrate = useWatch({ control: form.control, name: 'narrate' });
  const busy = generate.isPending || save.isPending || saved;

  // Every change to a generated, unsaved psalm is kept in this browser until it is saved or discarded.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!userId || !generatedAt || saved) return;
    writePsalmDraft(userId, {
      values: { ...blankValues(), ...values },
      generatedAt: generatedAt.toISOString(),
    });
  }, [userId, generatedAt, saved, values]);

  const discard = () => {
    if (userId) clearPsalmDraft(userId);
    form.reset({ ...blankValues(), prompt: form.getValues('prompt') });
    setGeneratedAt(null);
    setRestored(false);
  };

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

  const setFieldError = (name: keyof GeneratorValues, message: string, focus: boolean) =>
    form.setError(name, { type: 'validate', message }, { shouldFocus: focus });

  const onGenerate = () => {
    form.clearErrors();
    const { prompt, theme, date, language } = form.getValues();
    const parsed = generatePsalmInput.safeParse({ prompt, theme, date, language });
    if (!parsed.success) {
      const failed = applyIssues(parsed.error.issues, setFieldError);
      if (failed.has('prompt')) notifyFailure(adminT('psalms.toast.promptMissing'));
      return;
    }
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
    if (!parsed.success) {
      const failed = applyIssues(parsed.error.issues, setFieldError);
      if (failed.has('prompt')) notifyFailure(adminT('psalms.toast.promptMissing'));
      return;
    }
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminT('psalms.generator.title')}</CardTitle>
        <CardDescription>{adminT('psalms.generator.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSave} noValidate className="grid gap-5">
          <FormField label={adminT('psalms.prompt')} error={errors.prompt?.message}>
            <Textarea
              rows={3}
              required
              placeholder={adminT('psalms.promptPlaceholder')}
              disabled={busy}
              {...form.register('prompt')}
            />
          </FormField>

          <div className="grid gap-4 sm:grid-cols-3">
            <Controller
              control={form.control}
              name="theme"
              render={({ field }) => (
                <div className="grid content-start gap-1.5">
                  <Label htmlFor="psalm-theme">{adminT('psalms.theme')}</Label>
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger id="psalm-theme" ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {psalmThemes.map((theme) => (
                        <SelectItem key={theme} value={theme}>
                          {adminT(`psalms.theme.${theme}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <div className="grid content-start gap-1.5">
                  <Label htmlFor="psalm-language">{adminT('psalms.language')}</Label>
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger
                      id="psalm-language"
                      ref={field.ref}
                      aria-describedby="psalm-language-hint"
                      aria-invalid={errors.language ? true : undefined}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {languages.map((language) => (
                        <SelectItem key={language} value={language} lang={language}>
                          {adminT(`psalms.language.${language}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {errors.language?.message ? (
                    <p id="psalm-language-hint" className="text-xs font-medium text-destructive">
                      {localizeMessage(errors.language.message)}
                    </p>
                  ) : (
                    <p id="psalm-language-hint" className="text-xs text-muted-foreground">
                      {adminT('psalms.languageHint')}
                    </p>
                  )}
                </div>
              )}
            />
            <FormField
              label={adminT('psalms.date')}
              error={errors.date?.message}
              hint={adminT('psalms.dateHint')}
            >
              <Input type="date" required disabled={busy} {...form.register('date')} />
            </FormField>
          </div>

          <div>
            <Button
              variant={generatedAt ? 'outline' : 'primary'}
              onClick={onGenerate}
              loading={generate.isPending}
              disabled={busy}
            >
              {generate.isPending ? null : <Sparkles aria-hidden="true" />}
              {generate.isPending ? adminT('psalms.generating') : adminT('psalms.generate')}
            </Button>
          </div>

          {generatedAt && restored ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground"
            >
              <span className="flex items-start gap-2">
                <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {adminT('psalms.draftRestored', { time: formatTime(generatedAt) })}
              </span>
            </div>
          ) : null}
          {generatedAt ? (
            <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
              <FormField label={adminT('psalms.result.title')} error={errors.title?.message}>
                <Input disabled={busy} {...form.register('title')} />
              </FormField>
              <FormField
                label={adminT('psalms.result.text')}
                error={errors.generatedPsalm?.message}
                hint={adminT('psalms.result.textHint')}
              >
                <Textarea
                  rows={14}
                  className="font-serif text-base leading-relaxed"
                  disabled={busy}
                  {...form.register('generatedPsalm')}
                />
              </FormField>
            </div>
          ) : (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {adminT('psalms.result.empty')}
            </p>
          )}

          <div className="grid gap-4 rounded-lg border p-4 sm:grid-cols-[1fr_12rem] sm:items-start">
            <Controller
              control={form.control}
              name="narrate"
              render={({ field }) => (
                <div className="flex items-start gap-3">
                  <Switch
                    id="psalm-narrate"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    disabled={busy}
                    aria-describedby="psalm-narrate-hint"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor="psalm-narrate">{adminT('psalms.narrate')}</Label>
                    <p id="psalm-narrate-hint" className="text-xs text-muted-foreground">
                      {adminT('psalms.narrateHint')}
                    </p>
                  </div>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="voice"
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <Label htmlFor="psalm-voice">{adminT('psalms.voice')}</Label>
                  <Select
                    value={field.value}
                    onValueChange={field.onChange}
                    disabled={busy || !narrate}
                  >
                    <SelectTrigger id="psalm-voice" ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {voicePresets.map((voice) => (
                        <SelectItem key={voice} value={voice}>
                          {adminT(`psalms.voice.${voice}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              )}
            />
          </div>

          {save.isPending && narrate ? <NarrationProgress /> : null}
          {saved ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              {adminT('psalms.savedStatus')}
            </p>
          ) : null}

          <div className="flex flex-wrap justify-end gap-2">
            {generatedAt && !saved ? (
              <Button variant="outline" size="lg" onClick={discard} disabled={busy}>
                <Trash2 aria-hidden="true" />
                {adminT('psalms.discardDraft')}
              </Button>
            ) : null}
            <Button type="submit" size="lg" loading={save.isPending} disabled={busy}>
              {save.isPending ? null : <Save aria-hidden="true" />}
              {save.isPending ? adminT('psalms.saving') : adminT('psalms.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
