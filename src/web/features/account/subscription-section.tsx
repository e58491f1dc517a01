import { Link } from '@web/ui/link';
import { accountT as t } from './i18n/account-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { useSubscription } from '@web/features/premium';

/** Subscription status, with the way to /subscription (plans, customer portal). */
export function SubscriptionSection() {
  const { isPending, isPremium } = useSubscription();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('account.subscriptionTitle')}
          {isPending ? null : (
            <Badge variant={isPremium ? 'default' : 'secondary'}>
              {isPremium ? t('account.subscriptionPremium') : t('account.subscriptionFree')}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          {isPremium ? t('account.subscriptionPremiumText') : t('account.subscriptionFreeText')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/subscription">{t('account.subscriptionManage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
