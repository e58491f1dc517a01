import { useQuery } from '@tanstack/react-query';
import { maxPushDevices } from '@contracts/limits';
import { pushT as t } from './i18n/push-t';
import { pushSupported } from './push-device';
import { notifyPushFailure } from './push-failure';
import { useHydrated } from '@web/lib/use-hydrated';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Label } from '@web/ui/label';
import { Skeleton } from '@web/ui/skeleton';
import { Switch } from '@web/ui/switch';
import { pushDeviceQuery, pushStatusQuery } from './push-queries';
import { usePushTest } from './push-test';
import { usePushToggle } from './push-toggle';

/** Account Settings → Push Notifications: this device on/off, permission, test, the time zone note. */
export function PushNotificationsSection() {
  // Whether this device can take push is known only in the browser, once the page is live.
  const hydrated = useHydrated();
  const supported = hydrated && pushSupported();
  const status = useQuery(pushStatusQuery());
  const device = useQuery({ ...pushDeviceQuery(), enabled: supported });
  const toggle = usePushToggle();
  const test = usePushTest();
  const endpoint = device.data?.endpoint ?? null;
  const permission = device.data?.permission ?? 'default';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('push.title')}</CardTitle>
        <CardDescription>{t('push.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <div role="status" aria-label={t('push.title')} className="space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('push.loadFailed')}</span>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              {t('push.retry')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {status.data.timeZone
              ? t('push.timeZone', { zone: status.data.timeZone })
              : t('push.noTimeZone')}
          </p>
        )}
        {!hydrated ? (
          <Skeleton className="h-10 w-full" />
        ) : !supported ? (
          <p className="text-sm">{t('push.unsupported')}</p>
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="push-this-device">{t('push.thisDevice')}</Label>
              <Switch
                id="push-this-device"
                checked={endpoint !== null}
                disabled={device.isPending || toggle.isPending || permission === 'denied'}
                onCheckedChange={(on) => toggle.mutate(on, { onError: notifyPushFailure })}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              {t(`push.permission.${permission}`)}
              {status.data ? ` · ${t('push.devices', { count: status.data.devices })}` : ''}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('push.deviceLimit', { max: maxPushDevices })}
            </p>
            {permission === 'denied' && <p className="text-sm">{t('push.denied')}</p>}
            <Button
              variant="outline"
              disabled={!endpoint}
              loading={test.isPending}
              onClick={() => endpoint && test.mutate(endpoint)}
            >
              {t('push.sendTest')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
