import { AudioLines } from 'lucide-react';
import type { DailyPsalm } from '@contracts/psalms';
import { errorDetail } from '@web/lib/error-detail';
import { psalmT } from '@web/lib/i18n/psalm-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { AudioPlayer } from '@web/ui/audio-player';
import { Button } from '@web/ui/button';
import { useGenerateAudio } from './use-generate-audio';

/**
 * The psalm's narration: the player when it has audio; otherwise, when it has text, Generate Audio
 * (001 §4: saved on the psalm, audio_generated true).
 */
export function PsalmAudio({ psalm }: { psalm: DailyPsalm }) {
  const generate = useGenerateAudio();

  if (psalm.audioUrl) return <AudioPlayer src={psalm.audioUrl} title={psalm.title} />;
  if (!psalm.text.trim()) return null;

  const onGenerate = () =>
    generate.mutate(psalm.id, {
      onSuccess: () => notifySuccess(psalmT('psalm.audio.success')),
      onError: (error) =>
        notifyFailure(
          psalmT('psalm.audio.failed'),
          errorDetail(error, psalmT('psalm.audio.failed')),
        ),
    });

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed bg-muted/40 p-4">
      <Button onClick={onGenerate} loading={generate.isPending}>
        {generate.isPending ? null : <AudioLines aria-hidden="true" />}
        {generate.isPending ? psalmT('psalm.audio.generating') : psalmT('psalm.audio.generate')}
      </Button>
      <p className="min-w-48 flex-1 text-sm text-muted-foreground" role="status">
        {generate.isPending ? psalmT('psalm.audio.generatingHint') : psalmT('psalm.audio.offer')}
      </p>
    </div>
  );
}
