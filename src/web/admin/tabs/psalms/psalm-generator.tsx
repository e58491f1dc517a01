import { useWatch } from 'react-hook-form';
import { CircleCheck, Save, Sparkles, Trash2 } from 'lucide-react';
import { adminT } from '@web/admin/i18n/admin-t';
import { useHydrated } from '@web/lib/use-hydrated';
import { Button } from '@web/ui/button';
import { PageLoading } from '@web/ui/page-loading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { NarrationProgress } from './narration-progress';
import { PsalmNarrationFields } from './psalm-narration-fields';
import { PsalmRequestFields } from './psalm-request-fields';
import { PsalmResultFields } from './psalm-result-fields';
import { usePsalmGenerator } from './use-psalm-generator';

/**
 * The Daily Psalm Generator (000 §2, §4, §5, §8): prompt, theme and date; Generate; the generated
 * psalm to read and edit; narration with a voice; Save, which publishes it for the date.
 */
export function PsalmGenerator() {
  // A psalm kept in this browser (its storage) is known only once the page is live.
  const hydrated = useHydrated();
  return hydrated ? (
    <LivePsalmGenerator />
  ) : (
    <PageLoading message={adminT('psalms.generator.title')} />
  );
}

function LivePsalmGenerator() {
  const generator = usePsalmGenerator();
  const { form, generatedAt, saved, busy, generating, saving } = generator;
  const narrate = useWatch({ control: form.control, name: 'narrate' });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminT('psalms.generator.title')}</CardTitle>
        <CardDescription>{adminT('psalms.generator.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={generator.onSave} noValidate className="grid gap-5">
          <PsalmRequestFields form={form} disabled={busy} />

          <div>
            <Button
              variant={generatedAt ? 'outline' : 'primary'}
              onClick={generator.onGenerate}
              loading={generating}
              disabled={busy}
            >
              {generating ? null : <Sparkles aria-hidden="true" />}
              {generating ? adminT('psalms.generating') : adminT('psalms.generate')}
            </Button>
          </div>

          <PsalmResultFields
            form={form}
            generatedAt={generatedAt}
            restored={generator.restored}
            disabled={busy}
          />
          <PsalmNarrationFields form={form} disabled={busy} />

          {saving && narrate ? <NarrationProgress /> : null}
          {saved ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              {adminT('psalms.savedStatus')}
            </p>
          ) : null}

          <div className="flex flex-wrap justify-end gap-2">
            {generatedAt && !saved ? (
              <Button variant="outline" size="lg" onClick={generator.discard} disabled={busy}>
                <Trash2 aria-hidden="true" />
                {adminT('psalms.discardDraft')}
              </Button>
            ) : null}
            <Button type="submit" size="lg" loading={saving} disabled={busy}>
              {saving ? null : <Save aria-hidden="true" />}
              {saving ? adminT('psalms.saving') : adminT('psalms.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
