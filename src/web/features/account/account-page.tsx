import { useQuery } from '@tanstack/react-query';
import type { FirstScreen } from '@web/lib/first-screen';
import { accountT as t } from './i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { HydrateApart } from '@web/ui/hydrate-apart';
import { PageHeader } from '@web/ui/page-header';
import { Skeleton } from '@web/ui/skeleton';
import { WidgetSettingsCard } from '@web/features/widgets';
import { AlertCircle } from 'lucide-react';
import { DownloadsSection } from '@web/features/downloads';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';
import { profileQuery } from './profile-queries';
import { PushNotificationsSection, pushStatusQuery } from '@web/features/push';
import { reminderTimesQuery } from './reminder-times-queries';
import { ReminderTimesSection } from './reminder-times-section';
import { SessionSection } from './session-section';
import { SettingsForm } from './settings-form';
import { SubscriptionSection } from './subscription-section';

/**
 * 001 §2 Account Settings: profile and app preferences (one form), subscription status, downloads
 * for offline use (decision 064), password, privacy (Download My Data, Delete my account) and sign
 * out. One section per file.
 */
/** The profile the form edits, the devices receiving push and the reminder times. */
export const accountFirstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(profileQuery()),
    queryClient.prefetchQuery(pushStatusQuery()),
    queryClient.prefetchQuery(reminderTimesQuery()),
  ]);

export function AccountPage() {
  const profile = useQuery(profileQuery());
  return (
    <>
      <PageHeader title={appT('account.heading')} description={appT('account.subtitle')} />
      <div className="grid gap-6">
        {profile.isPending ? (
          <div role="status" aria-label={appT('session.loading')} className="grid gap-6">
            <Skeleton className="h-64" />
            <Skeleton className="h-72" />
          </div>
        ) : profile.isError ? (
          <EmptyState
            icon={AlertCircle}
            title={t('account.loadFailed')}
            description={profile.error.message}
            action={
              <Button variant="outline" onClick={() => void profile.refetch()}>
                {t('account.retry')}
              </Button>
            }
          />
        ) : (
          <SettingsForm key={profile.data.userId} profile={profile.data} />
        )}
        <HydrateApart>
          <PushNotificationsSection />
        </HydrateApart>
        <HydrateApart>
          <ReminderTimesSection />
        </HydrateApart>
        <HydrateApart>
          <WidgetSettingsCard />
        </HydrateApart>
        <HydrateApart>
          <SubscriptionSection />
        </HydrateApart>
        <HydrateApart>
          <DownloadsSection />
        </HydrateApart>
        <HydrateApart>
          <PasswordSection />
        </HydrateApart>
        <HydrateApart>
          <PrivacySection />
          <SessionSection />
        </HydrateApart>
      </div>
    </>
  );
}
