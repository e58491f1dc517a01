import { useEffect, useState } from 'react';
import { Sprout } from 'lucide-react';
import { sampleContent, seededCategoryTexts, seededItemTexts } from '@contracts/seeder';
import { adminT } from '@web/admin/i18n/admin-t';
import { currentLocale } from '@web/lib/i18n/translate';
import { t } from '@web/lib/i18n/t';
import { notifyError, notifyInfo, notifySuccess } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/ui/card';
import { DifficultyBadge } from '@web/ui/difficulty-badge';
import { StarterLibraryNote } from './starter-library-note';
import { useSeedSampleContent } from './use-seed-sample-content';

/** 000 §9: the status line clears 3 seconds after success. */
const statusClearMs = 3_000;

type SeederStatus = 'idle' | 'creating' | 'success';

/**
 * The Sample Content Seeder card (000 §2): the six sample items, "Create Sample Content" (reads
 * "Creating Content..." and is disabled while it runs), and a status line.
 */
export function SampleSeederCard() {
  const seed = useSeedSampleContent();
  const [status, setStatus] = useState<SeederStatus>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), statusClearMs);
    return () => clearTimeout(timer);
  }, [status]);

  const create = async () => {
    setStatus('creating');
    try {
      const result = await seed.mutateAsync();
      if (result.created === 0) {
        setStatus('idle');
        notifyInfo(adminT('admin.seeder.exists'));
        return;
      }
      setStatus('success');
      notifySuccess(adminT('admin.seeder.created'));
    } catch (error) {
      setStatus('idle');
      notifyError(t('errors.title'), error, adminT('admin.seeder.failed'));
    }
  };

  const running = status === 'creating';
  // The items as the library will show them to a reader of this language (decision 052).
  const locale = currentLocale();
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Sprout aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-xl leading-tight font-semibold">{adminT('admin.seeder.title')}</h2>
        </div>
        <CardDescription>{adminT('admin.seeder.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <h3 className="mb-2 text-sm font-medium">{adminT('admin.seeder.itemsLabel')}</h3>
        <ol className="grid gap-2">
          {sampleContent.map((item) => (
            <li
              key={item.title}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 rounded-lg border bg-background/60 px-3 py-2"
            >
              <span className="min-w-0 text-sm font-medium">
                {seededItemTexts(item, locale).title}
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                <Badge variant="secondary">
                  {seededCategoryTexts({ name: item.category }, locale).name}
                </Badge>
                <DifficultyBadge level={item.difficultyLevel}>
                  {adminT(`admin.content.difficulty.${item.difficultyLevel}`)}
                </DifficultyBadge>
                <Badge variant="outline">
                  {adminT('admin.content.minutes', { n: item.durationMinutes })}
                </Badge>
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-muted-foreground">{adminT('admin.seeder.note')}</p>
        <StarterLibraryNote />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <Button onClick={() => void create()} loading={running} className="sm:shrink-0">
          {running ? adminT('admin.seeder.creating') : adminT('admin.seeder.create')}
        </Button>
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {status === 'creating' ? adminT('admin.seeder.statusCreating') : null}
          {status === 'success' ? (
            <span className="font-medium text-success">{adminT('admin.seeder.statusCreated')}</span>
          ) : null}
        </p>
      </CardFooter>
    </Card>
  );
}
