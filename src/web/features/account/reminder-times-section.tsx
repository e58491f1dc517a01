import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { maxCustomReminders, reminderTimeStepMinutes } from '@contracts/reminder-limits';
import { pushT as t } from '@web/features/push';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { SelectField } from '@web/ui/select-field';
import { Skeleton } from '@web/ui/skeleton';
import { reminderTimesQuery, useSaveReminderTimes } from './reminder-times-queries';

const pad = (n: number) => String(n).padStart(2, '0');
/** Every quarter hour of a day as "HH:MM": the times the server accepts. */
const quarterHours = Array.from({ length: (24 * 60) / reminderTimeStepMinutes }, (_, i) => {
  const minutes = i * reminderTimeStepMinutes;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** Account Settings → the member's own reminder times: a list with add and remove. */
export function ReminderTimesSection() {
  const stored = useQuery(reminderTimesQuery());
  const save = useSaveReminderTimes();
  const [choice, setChoice] = useState('07:15');
  const times = stored.data?.times ?? [];
  const full = times.length >= maxCustomReminders;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('push.reminderTimes.title')}</CardTitle>
        <CardDescription>{t('push.reminderTimes.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stored.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : times.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('push.reminderTimes.none')}</p>
        ) : (
          <ul aria-label={t('push.reminderTimes.title')} className="flex flex-wrap gap-2">
            {times.map((time) => (
              <li
                key={time}
                className="flex items-center gap-1 rounded-md border py-1 pl-3 pr-1 text-sm"
              >
                <span className="tabular-nums">{time}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('push.reminderTimes.remove', { time })}
                  disabled={save.isPending}
                  onClick={() => save.mutate(times.filter((other) => other !== time))}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-32">
            <SelectField
              label={t('push.reminderTimes.time')}
              value={choice}
              onValueChange={setChoice}
              options={quarterHours.map((value) => ({ value, label: value }))}
            />
          </div>
          <Button
            variant="outline"
            disabled={stored.isPending || full || times.includes(choice)}
            loading={save.isPending}
            onClick={() => save.mutate([...times, choice])}
          >
            {t('push.reminderTimes.add')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('push.reminderTimes.limit', { max: maxCustomReminders })}
        </p>
      </CardContent>
    </Card>
  );
}
