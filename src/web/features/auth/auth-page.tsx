import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Link } from '@web/ui/link';
import { t } from '@web/lib/i18n/t';
import { useMe } from '@web/lib/session/me-query';
import { readReturnTo } from '@web/lib/session/return-to';
import { notifyInfo } from '@web/lib/toasts';
import { Card, CardContent } from '@web/ui/card';
import { PageLoading } from '@web/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'signin' | 'signup' | 'forgot';

/**
 * /auth (001 §2): Sign In and Sign Up tabs and the Forgot password view. A signed-in person is sent
 * on to where they were going (remembered by the protected route), or to /dashboard.
 */
export function AuthPage() {
  const me = useMe();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // ?mode=forgot (the link in the "someone tried to sign up" email) opens the forgot-password view.
  const [mode, setMode] = useState<Mode>(() =>
    searchParams.get('mode') === 'forgot' ? 'forgot' : 'signin',
  );
  const checkEmail = searchParams.get('message') === 'check-email';

  // After sign-up (001 §2): the toast, then drop the parameter so a reload does not repeat it.
  useEffect(() => {
    if (!checkEmail) return;
    notifyInfo(t('auth.checkEmail'), t('auth.checkEmailDescription'), 'check-email');
    const next = new URLSearchParams(searchParams);
    next.delete('message');
    setSearchParams(next, { replace: true, state: location.state });
  }, [checkEmail, searchParams, setSearchParams, location.state]);

  if (me.isPending) return <PageLoading message={t('session.loading')} />;
  if (me.data) return <Navigate to={readReturnTo(location.state)} replace />;

  if (mode === 'forgot') {
    return (
      <AuthLayout title={t('auth.forgotTitle')}>
        <Card>
          <CardContent className="pt-6">
            <ForgotPasswordForm onBack={() => setMode('signin')} />
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={mode === 'signup' ? t('auth.tabSignUp') : t('auth.tabSignIn')}>
      <Card>
        <CardContent className="pt-6">
          <h1 className="mb-1 text-center text-xl font-semibold">{t('auth.title')}</h1>
          <p className="mb-5 text-center text-sm text-muted-foreground">{t('auth.subtitle')}</p>
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t('auth.tabSignIn')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.tabSignUp')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="mt-5">
              <SignInForm onForgotPassword={() => setMode('forgot')} />
            </TabsContent>
            <TabsContent value="signup" className="mt-5">
              <SignUpForm
                onSignedUp={() => {
                  setMode('signin');
                  void setSearchParams(
                    { message: 'check-email' },
                    { replace: true, state: location.state },
                  );
                }}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/privacy"
          className="text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          {t('auth.privacyLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
