import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { api, call } from '@web/lib/api-client';
import { shareT } from './i18n/share-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';

/**
 * "Share to the community" (001 §7 Share content): POST /api/community/share makes a content_share
 * post "Shared {type}" that points at the item. Shared by the library reader and the psalm page.
 */
export function ShareToCommunityButton({
  contentId,
  compact = false,
}: {
  contentId: string;
  /** An icon button (the psalm card's header) instead of a labelled one. */
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: () => call(api.community.share.$post({ json: { contentId } })),
    onSuccess: () => {
      notifySuccess(shareT('share.done'));
      // The community page's cached feed (its keys start with 'community').
      void queryClient.invalidateQueries({ queryKey: ['community'] });
    },
    onError: (error) => notifyError(shareT('share.failed'), error, shareT('share.failed')),
  });
  const label = shareT('share.button');
  return compact ? (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={share.isPending}
      onClick={() => share.mutate()}
    >
      <Share2 aria-hidden="true" />
    </Button>
  ) : (
    <Button variant="outline" loading={share.isPending} onClick={() => share.mutate()}>
      <Share2 aria-hidden="true" />
      {label}
    </Button>
  );
}
