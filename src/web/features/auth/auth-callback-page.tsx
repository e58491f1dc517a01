import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { meQueryKey } from '@web/lib/session/me-query';
import { Button } from '@web/ui/button';
import { Card, CardContent } from '@web/ui/card';
import { Spinner } from '@web/ui/spinner';
import { AuthLayout } from './auth-layout';

/** 001 §9 callback delays. */
export const callbackDelays = {
  confirmMs: 2_000,
  toDashboardMs: 1_000,
  toLoginMs: 3_000,
  mobileFallbackMs: 2_000,
};

/** The native app's custom scheme; "Open the App" on a phone tries it before falling back to the web. */
const appDeepLink = 'psalmlight://dashboard';

type CallbackType = 'signup' | 'recovery';
type Phase = 'loading' | 'success' | 'error';

function isMobileUserAgent(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

const texts: Record<CallbackType, Record<Phase, Parameters<typeof t>[0]>> = {
  signup: {
    loading: 'callback.confirmingSignup',
    success: 'callback.confirmedSignup',
    error: 'callback.failedSignup',
  },
  recovery: {
    loading: 'callback.confirmingRecovery',
    success: 'callback.confirmedRecovery',
    error: 'callback.failedRecovery',
  },
};

/**
 * /auth-callback (001 §2). The server has already checked the emailed link (and, for a sign-up,
 * signed the person in) before redirecting here; a failed check arrives as `error=…`. The page
 * then plays the spec's sequence: confirming for 2 s, the result, and the onward navigation.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rawType = searchParams.get('type');
  const type: CallbackType | null = rawType === 'signup' || rawType === 'recovery' ? rawType : null;
  const failed = searchParams.has('error');
  const [phase, setPhase] = useState<Phase>('loading');

  useEffect(() => {
    if (!type) return;
    // A confirmed sign-up arrives signed in: learn who it is while the confirmation shows.
    if (type === 'signup' && !failed) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const timer = setTimeout(
      () => setPhase(failed ? 'error' : 'success'),
      callbackDelays.confirmMs,
    );
    return () => clearTimeout(timer);
  }, [type, failed, queryClient]);

  useEffect(() => {
    if (phase !== 'success' || !type) return;
    const timer =
      type === 'signup'
        ? setTimeout(
            () => void navigate('/dashboard', { replace: true }),
            callbackDelays.toDashboardMs,
          )
        : setTimeout(() => void navigate('/auth', { replace: true }), callbackDelays.toLoginMs);
    return () => clearTimeout(timer);
  }, [phase, type, navigate]);

  const openApp = () => {
    if (isMobileUserAgent()) {
      setTimeout(
        () => void navigate('/dashboard', { replace: true }),
        callbackDelays.mobileFallbackMs,
      );
      window.location.href = appDeepLink;
    } else {
      void navigate('/dashboard', { replace: true });
    }
  };

  const shownPhase: Phase = type ? phase : 'error';
  const message = type ? t(texts[type][shownPhase]) : t('callback.invalid');

  return (
    <AuthLayout title={t('callback.title')}>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
            {shownPhase === 'loading' ? <Spinner className="size-10 text-primary" /> : null}
            {shownPhase === 'success' ? (
              <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-success">
                <CircleCheck aria-hidden="true" className="size-8" />
              </span>
            ) : null}
            {shownPhase === 'error' ? (
              <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
                <CircleAlert aria-hidden="true" className="size-8" />
              </span>
            ) : null}
            <h1 className="max-w-xs text-xl font-semibold">{message}</h1>
          </div>
          {shownPhase === 'success' ? (
            <Button size="lg" onClick={openApp}>
              {t('callback.openApp')}
            </Button>
          ) : null}
          {shownPhase === 'error' ? (
            <Button size="lg" onClick={() => void navigate('/auth', { replace: true })}>
              {t('callback.goToLogin')}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
