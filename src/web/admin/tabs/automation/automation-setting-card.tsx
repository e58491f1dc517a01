import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Save } from 'lucide-react';
import type { z } from 'zod';
import { automationSettingUpdate, type AutomationSetting } from '@contracts/automation';
import { automationReviewModes, unreviewedOutcomes, voicePresets } from '@contracts/enum-values';
import { errorDetail } from '@web/lib/error-detail';
import { applyFieldErrors } from '@web/lib/field-errors';
import { formatTime } from '@web/lib/format-date';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/ui/card';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { Switch } from '@web/ui/switch';
import { Textarea } from '@web/ui/textarea';
import { useTestRun } from './use-test-run';
import { useUpdateAutomationSetting } from './use-update-automation-setting';
import { VoiceSamplePlayer } from './voice-sample-player';

/** Every field of the card is sent on save (the contract makes each optional for the API). */
const settingForm = automationSettingUpdate.required();
type SettingValues = z.infer<typeof settingForm>;

const valuesOf = (setting: AutomationSetting): SettingValues => ({
  isAutomated: setting.isAutomated,
  generationTime: setting.generationTime,
  aiPromptTemplate: setting.aiPromptTemplate,
  isAudioEnabled: setting.isAudioEnabled,
  voicePreference: setting.voicePreference,
  reviewMode: setting.reviewMode,
  publishTime: setting.publishTime,
  unreviewedOutcome: setting.unreviewedOutcome,
});

/** A UTC wall-clock time (HH:MM) as the reader's own time today ("8:00 AM"). */
function localTimeOf(utc: string): string | null {
  if (!/^\d{2}:\d{2}$/.test(utc)) return null;
  const today = new Date().toISOString().slice(0, 10);
  return formatTime(`${today}T${utc}:00Z`);
}

/**
 * One content type's automation (000 §2, §3): automated on/off, generation time (UTC), publish
 * automatically or hold for review (with its publish time and what an unreviewed draft becomes,
 * decision 053), prompt template, audio on/off and voice (heard before saving, decision 074); Save,
 * and a test run that generates one item now.
 */
export function AutomationSettingCard({ setting }: { setting: AutomationSetting }) {
  const id = useId();
  const update = useUpdateAutomationSetting();
  const testRun = useTestRun();
  const label = adminT(`automation.type.${setting.contentType}`);
  const form = useForm<SettingValues>({
    resolver: zodResolver(settingForm),
    values: valuesOf(setting),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSave = form.handleSubmit((values) =>
    update.mutate(
      { contentType: setting.contentType, update: values },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          notifySuccess(
            adminT('automation.toast.saved'),
            adminT('automation.toast.savedDescription', { type: label }),
          );
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, [
            'isAutomated',
            'generationTime',
            'aiPromptTemplate',
            'isAudioEnabled',
            'voicePreference',
            'reviewMode',
            'publishTime',
            'unreviewedOutcome',
          ]);
          notifyFailure(
            adminT('automation.toast.saveFailed'),
            errorDetail(error, adminT('automation.toast.saveFailed')),
          );
        },
      },
    ),
  );

  // The template as the card shows it: staff try a wording before they save it.
  const onTestRun = () =>
    testRun.mutate(
      { contentType: setting.contentType, aiPromptTemplate: form.getValues('aiPromptTemplate') },
      {
        onSuccess: () =>
          notifySuccess(
            adminT('automation.toast.testDone'),
            adminT('automation.toast.testDoneDescription', { type: label }),
          ),
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['aiPromptTemplate']);
          notifyFailure(
            adminT('automation.toast.testFailed'),
            errorDetail(error, adminT('automation.toast.testFailed')),
          );
        },
      },
    );

  const time = useWatch({ control: form.control, name: 'generationTime' });
  const audio = useWatch({ control: form.control, name: 'isAudioEnabled' });
  const localTime = localTimeOf(time);
  const reviewMode = useWatch({ control: form.control, name: 'reviewMode' });
  const publishTime = useWatch({ control: form.control, name: 'publishTime' });
  const localPublishTime = localTimeOf(publishTime);

  return (
    <Card
      className="flex flex-col"
      aria-labelledby={`${id}-title`}
      role="region"
      data-testid={`automation-${setting.contentType}`}
    >
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base leading-tight font-semibold">
          {label}
        </h3>
        <Badge variant={setting.isAutomated ? 'solid' : 'secondary'}>
          {setting.isAutomated ? adminT('automation.on') : adminT('automation.off')}
        </Badge>
      </CardHeader>
      <form onSubmit={onSave} noValidate className="flex flex-1 flex-col">
        <CardContent className="grid flex-1 content-start gap-4">
          <Controller
            control={form.control}
            name="isAutomated"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-3">
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-automated`}>{adminT('automation.automated')}</Label>
                  <p className="text-xs text-muted-foreground">
                    {adminT('automation.automatedHint')}
                  </p>
                </div>
                <Switch
                  id={`${id}-automated`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              </div>
            )}
          />
          <FormField
            label={adminT('automation.time')}
            error={errors.generationTime?.message}
            hint={localTime ? adminT('automation.timeHint', { local: localTime }) : undefined}
          >
            <Input type="time" required {...form.register('generationTime')} />
          </FormField>
          <Controller
            control={form.control}
            name="reviewMode"
            render={({ field }) => (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-review`}>{adminT('automation.reviewMode')}</Label>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={`${id}-review`} ref={field.ref}>
                    <SelectValue>{adminT(`automation.reviewMode.${field.value}`)}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {automationReviewModes.map((mode) => (
                      <SelectItem key={mode} value={mode}>
                        {adminT(`automation.reviewMode.${mode}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p className="text-xs text-muted-foreground">
                  {adminT('automation.reviewModeHint')}
                </p>
              </div>
            )}
          />
          {reviewMode === 'hold' ? (
            <>
              <FormField
                label={adminT('automation.publishTime')}
                error={errors.publishTime?.message}
                hint={
                  localPublishTime
                    ? adminT('automation.timeHint', { local: localPublishTime })
                    : undefined
                }
              >
                <Input type="time" required {...form.register('publishTime')} />
              </FormField>
              <Controller
                control={form.control}
                name="unreviewedOutcome"
                render={({ field }) => (
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${id}-unreviewed`}>
                      {adminT('automation.unreviewedOutcome')}
                    </Label>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id={`${id}-unreviewed`} ref={field.ref}>
                        <SelectValue>
                          {adminT(`automation.unreviewedOutcome.${field.value}`)}
                        </SelectValue>
                      </SelectTrigger>
                      <SelectContent>
                        {unreviewedOutcomes.map((outcome) => (
                          <SelectItem key={outcome} value={outcome}>
                            {adminT(`automation.unreviewedOutcome.${outcome}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                )}
              />
            </>
          ) : null}
          <FormField
            label={adminT('automation.prompt')}
            error={errors.aiPromptTemplate?.message}
            hint={adminT('automation.promptHint')}
          >
            <Textarea
              rows={4}
              placeholder={adminT('automation.promptPlaceholder')}
              {...form.register('aiPromptTemplate')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="isAudioEnabled"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-3">
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-audio`}>{adminT('automation.audio')}</Label>
                  <p className="text-xs text-muted-foreground">{adminT('automation.audioHint')}</p>
                </div>
                <Switch id={`${id}-audio`} checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="voicePreference"
            render={({ field }) => (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-voice`}>{adminT('automation.voice')}</Label>
                <Select value={field.value} onValueChange={field.onChange} disabled={!audio}>
                  <SelectTrigger id={`${id}-voice`} ref={field.ref}>
                    <SelectValue>{adminT(`psalms.voice.${field.value}`)}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {voicePresets.map((voice) => (
                      <SelectItem key={voice} value={voice}>
                        {adminT(`psalms.voice.${voice}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <VoiceSamplePlayer voice={field.value} disabled={!audio} />
              </div>
            )}
          />
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-3 border-t pt-4">
          <Button
            variant="outline"
            onClick={onTestRun}
            loading={testRun.isPending}
            title={adminT('automation.testRunHint')}
            aria-describedby={`${id}-test-hint`}
          >
            {testRun.isPending ? null : <FlaskConical aria-hidden="true" />}
            {testRun.isPending ? adminT('automation.testRunning') : adminT('automation.testRun')}
          </Button>
          <span id={`${id}-test-hint`} className="sr-only">
            {adminT('automation.testRunHint')}
          </span>
          <div className="flex items-center gap-3">
            {isDirty ? (
              <span className="text-xs text-muted-foreground">{adminT('automation.unsaved')}</span>
            ) : null}
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? null : <Save aria-hidden="true" />}
              {update.isPending ? adminT('automation.saving') : adminT('automation.save')}
            </Button>
          </div>
        </CardFooter>
      </form>
    </Card>
  );
}
