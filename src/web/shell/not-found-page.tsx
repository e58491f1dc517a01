import { Link } from '@web/ui/link';
import { Compass } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <EmptyState
        className="w-full"
        icon={Compass}
        headingLevel={1}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild>
            <Link to="/dashboard">{t('notFound.home')}</Link>
          </Button>
        }
      />
    </main>
  );
}
