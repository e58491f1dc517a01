import { Link } from '@web/ui/link';
import {
  BookHeart,
  BookOpen,
  ChevronRight,
  Library,
  ListChecks,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { type AppMessageKey, t } from '@web/lib/i18n/t';
import { formatWeekdayDate } from '@web/lib/format-date';
import { useMe } from '@web/lib/session/me-query';
import { PageHeader } from '@web/ui/page-header';
import type { FirstScreen } from '@web/lib/first-screen';
import { ContinueListening, continueListeningQuery } from './continue-listening';
import { dashboardQueries } from './dashboard-queries';
import { LatestContent } from './latest-content';

interface Tile {
  to: string;
  title: AppMessageKey;
  description: AppMessageKey;
  icon: LucideIcon;
  tone: string;
}

/** 001 §2: the four home tiles, and the library (decision 134: how phones reach it). */
const tiles: readonly Tile[] = [
  {
    to: '/psalm',
    title: 'dashboard.tile.psalm',
    description: 'dashboard.tile.psalmDescription',
    icon: BookOpen,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
  {
    to: '/journal',
    title: 'dashboard.tile.journal',
    description: 'dashboard.tile.journalDescription',
    icon: BookHeart,
    tone: 'bg-accent text-accent-foreground',
  },
  {
    to: '/workflows',
    title: 'dashboard.tile.workflows',
    description: 'dashboard.tile.workflowsDescription',
    icon: ListChecks,
    tone: 'bg-secondary text-secondary-foreground',
  },
  {
    to: '/community',
    title: 'dashboard.tile.community',
    description: 'dashboard.tile.communityDescription',
    icon: Users,
    tone: 'bg-primary-soft text-primary-soft-foreground',
  },
  {
    to: '/library',
    title: 'dashboard.tile.library',
    description: 'dashboard.tile.libraryDescription',
    icon: Library,
    tone: 'bg-accent text-accent-foreground',
  },
];

/** The greeting's reader is known already; the newest items and where they stopped listening. */
export const dashboardFirstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(dashboardQueries.latestContent()),
    queryClient.prefetchQuery(continueListeningQuery()),
  ]);

export function DashboardPage() {
  const { data: me } = useMe();
  const name = me?.user.firstName?.trim() || me?.user.name.trim().split(/\s+/)[0];
  return (
    <>
      <p className="mb-1 text-sm font-medium text-muted-foreground">
        {formatWeekdayDate(new Date())}
      </p>
      <PageHeader
        title={name ? t('dashboard.greeting', { name }) : t('dashboard.greetingAnonymous')}
        description={t('dashboard.subtitle')}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {tiles.map(({ to, title, description, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md sm:p-6"
            >
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="grid flex-1 gap-1">
                <span className="font-serif text-lg font-semibold">{t(title)}</span>
                <span className="text-sm text-muted-foreground">{t(description)}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
              />
            </Link>
          </li>
        ))}
      </ul>
      <ContinueListening />
      <LatestContent />
    </>
  );
}
