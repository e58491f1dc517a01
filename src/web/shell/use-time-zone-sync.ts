import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, call } from '@web/lib/api-client';
import { t } from '@web/lib/i18n/t';
import { meQuery } from '@web/lib/session/me-query';
import { readDeviceZone } from '@web/lib/time-zone';
import { notifyInfo } from '@web/lib/toasts';
import { whenIdle } from '@web/lib/when-idle';

/** 001 §9: the zone is checked again every 5 minutes and whenever the window gains focus. */
const recheckMs = 5 * 60_000;

/**
 * 001 §7 timezone sync: the zone this device reports is compared with the one stored for the person
 * and stored when it differs. Moving to a new zone (not the first report) says so in a toast, since
 * the content schedule moves with it. A failed report is simply tried again at the next check.
 */
export function useTimeZoneSync(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (timeZone: string) => call(api.preferences.timezone.$put({ json: { timeZone } })),
    onSuccess: (result) => {
      if (result.previous === result.timeZone) return;
      queryClient.setQueryData(meQuery().queryKey, (me) =>
        me ? { ...me, timezone: result.timeZone } : me,
      );
      // The reader's day moves with the zone: today's psalm, the day's items, the week's
      // workflows… every answer asked before may be of the old day (a page first drawn by the
      // server in the zone it had stored).
      void queryClient.invalidateQueries();
      if (result.previous)
        notifyInfo(
          t('timezone.updated'),
          t('timezone.updatedDescription', { zone: result.timeZone }),
        );
    },
    onSettled: () => {
      reporting.current = false;
    },
  });
  // One report at a time: a focus during a slow report does not send a second one.
  const reporting = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    // At start the device's zone is compared with the stored one. Later checks react to this device
    // changing zone (travel), so two devices left open in different zones do not take turns
    // overwriting each other every five minutes.
    let seenOnThisDevice: string | undefined;
    let stopped = false;
    const check = async () => {
      const zone = await readDeviceZone();
      if (stopped || !zone || zone === seenOnThisDevice) return;
      const stored = queryClient.getQueryData(meQuery().queryKey)?.timezone;
      if (zone === stored) {
        seenOnThisDevice = zone;
        return;
      }
      if (reporting.current) return;
      reporting.current = true;
      // Only a stored zone counts as seen: a failed report is tried again at the next check.
      mutate(zone, {
        onSuccess: () => {
          seenOnThisDevice = zone;
        },
      });
    };
    // The first check waits for an idle moment, not to compete with the page's start.
    const checkNow = () => void check();
    const cancelFirst = whenIdle(checkNow);
    const timer = window.setInterval(checkNow, recheckMs);
    window.addEventListener('focus', checkNow);
    return () => {
      stopped = true;
      cancelFirst();
      window.clearInterval(timer);
      window.removeEventListener('focus', checkNow);
    };
  }, [signedIn, mutate, queryClient]);
}
