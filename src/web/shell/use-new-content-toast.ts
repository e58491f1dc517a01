import { useQueryClient } from '@tanstack/react-query';
import { t } from '@web/lib/i18n/t';
import { contentKeys } from '@web/lib/queries/content-keys';
import { useRealtimeEvent } from '@web/lib/realtime';
import { notifyInfo } from '@web/lib/toasts';

/**
 * 001 §4: any live change to content refreshes what is shown; a newly published item tells
 * non-staff readers "New content available!" with its title.
 */
export function useNewContentToast(isStaff: boolean): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('content.changed', (event) => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    const becameVisible = event.op === 'publish' || (event.op === 'insert' && event.is_published);
    if (!isStaff && becameVisible) notifyInfo(t('realtime.newContent'), event.title);
  });
}
