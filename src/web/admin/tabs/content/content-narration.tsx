import { useEffect, useState } from 'react';
import { AudioLines } from 'lucide-react';
import type { ContentItem } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { useNarrateContent } from './use-narrate-content';

/** While the voice provider reads (5-20 s offline): the seconds so far, so nobody thinks it hung. */
function NarrationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" className="grid gap-0.5 text-sm text-primary">
      <p className="flex items-center gap-2 font-medium" data-testid="content-narration-progress">
        <AudioLines aria-hidden="true" className="size-4 shrink-0 animate-pulse" />
        {adminT('admin.content.narration.progress', { seconds })}
      </p>
      <p className="text-xs text-muted-foreground">
        {adminT('admin.content.narration.progressHint')}
      </p>
    </div>
  );
}

interface ContentNarrationProps {
  /** The saved item, with its saved body. */
  item: ContentItem;
  /** The body in the form differs from the saved one: the saved one is what would be narrated. */
  bodyEdited: boolean;
  /** The narration is attached: the form's audio becomes the item's new audio. */
  onNarrated: (item: ContentItem) => void;
}

/**
 * Generate narration for a saved item with a body (docs/decisions/054): the voice provider reads
 * the saved body, and the item's audio becomes that recording. Says why when it cannot run.
 */
export function ContentNarration({ item, bodyEdited, onNarrated }: ContentNarrationProps) {
  const narrate = useNarrateContent();
  const hasBody = Boolean(item.body?.trim());
  const run = () =>
    narrate
      .mutateAsync(item.id)
      .then((narrated) => {
        onNarrated(narrated);
        notifySuccess(adminT('admin.content.narration.done'));
      })
      .catch((error: unknown) =>
        notifyError(
          adminT('admin.content.narration.failed'),
          error,
          adminT('admin.content.narration.failed'),
        ),
      );
  const blocked = !hasBody
    ? adminT('admin.content.narration.noBody')
    : bodyEdited
      ? adminT('admin.content.narration.saveFirst')
      : null;
  return (
    <section aria-labelledby="content-narration-title" className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="content-narration-title" className="text-sm font-medium">
            {adminT('admin.content.narration.title')}
          </h3>
          <p className="text-xs text-muted-foreground">
            {blocked ??
              adminT(
                item.readBy
                  ? 'admin.content.narration.hintRecorded'
                  : 'admin.content.narration.hint',
              )}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void run()}
          disabled={blocked !== null}
          loading={narrate.isPending}
        >
          <AudioLines aria-hidden="true" />
          {adminT('admin.content.narration.generate')}
        </Button>
      </div>
      {narrate.isPending ? <NarrationProgress /> : null}
    </section>
  );
}
