import { Link } from '@web/ui/link';
import { ArrowLeft } from 'lucide-react';
import { privacyT, type PrivacyMessageKey } from './i18n/privacy-t';
import { BrandMark } from '@web/ui/brand-mark';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { PageHeader } from '@web/ui/page-header';
import { ThemeToggle } from '@web/ui/theme-toggle';

type Key = PrivacyMessageKey;

/** What is stored, term by term (a description list: the term, then why). */
const stored: [Key, Key][] = [
  ['privacy.accountTerm', 'privacy.account'],
  ['privacy.profileTerm', 'privacy.profile'],
  ['privacy.journalTerm', 'privacy.journal'],
  ['privacy.communityTerm', 'privacy.community'],
  ['privacy.practiceTerm', 'privacy.practice'],
  ['privacy.subscriptionTerm', 'privacy.subscription'],
  ['privacy.pushTerm', 'privacy.push'],
  ['privacy.audioTerm', 'privacy.audio'],
  ['privacy.deviceTerm', 'privacy.device'],
];
const durations: Key[] = [
  'privacy.durationAccount',
  'privacy.durationPsalms',
  'privacy.durationSessions',
  'privacy.durationDeletion',
  'privacy.durationLogs',
];
const rights: Key[] = ['privacy.rightsDownload', 'privacy.rightsCorrect', 'privacy.rightsDelete'];

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * /privacy (decision 136): what is stored, why, for how long, and the member's rights, in
 * plain words. Public: it is read before signing up, so it needs no session and loads no data.
 */
export function PrivacyPage() {
  return (
    <div className="min-h-dvh bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_60%)]">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 pt-4">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BrandMark className="size-6" />
          <ArrowLeft className="size-4" aria-hidden="true" />
          {privacyT('privacy.back')}
        </Link>
        <ThemeToggle />
      </div>
      <main id="main" className="mx-auto grid max-w-3xl gap-5 px-4 pt-6 pb-16">
        <PageHeader
          className="mb-0"
          title={privacyT('privacy.title')}
          description={privacyT('privacy.intro')}
        />

        <Card>
          <CardHeader>
            <CardTitle>{privacyT('privacy.storedTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              {stored.map(([term, description]) => (
                <div key={term} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
                  <dt className="font-medium">{privacyT(term)}</dt>
                  <dd className="text-muted-foreground">{privacyT(description)}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{privacyT('privacy.durationTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary">
              {durations.map((key) => (
                <li key={key}>{privacyT(key)}</li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{privacyT('privacy.rightsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ul className="grid list-disc gap-2 pl-5 text-muted-foreground marker:text-primary">
              {rights.map((key) => (
                <li key={key}>{privacyT(key)}</li>
              ))}
            </ul>
            <p>
              <Link to="/account" className={linkClass}>
                {privacyT('privacy.rightsAccount')}
              </Link>
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{privacyT('privacy.trackersTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-muted-foreground">
            <p>{privacyT('privacy.trackers')}</p>
            <p>{privacyT('privacy.providers')}</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
