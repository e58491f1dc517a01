import { AudioLines } from 'lucide-react';
import type { DailyPsalm } from '@contracts/psalms';
import { errorDetail } from '@web/lib/error-detail';
import { psalmT } from './i18n/psalm-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { PsalmPlayer } from './psalm-player';
import { premiumT, UpgradeCard } from '@web/features/premium';
import { useGenerateAudio } from './use-generate-audio';

/**
 * The psalm's narration: the player when it has audio; otherwise, when it has text, Generate Audio
 * (001 §4: saved on the psalm, audio_generated true). When audio is premium for this reader (the
 * Access tab keeps it from free members) neither: the server would refuse both, so the upgrade is
 * shown, saying whether the psalm is already narrated.
 */
export function PsalmAudio({ psalm }: { psalm: DailyPsalm }) {
  const generate = useGenerateAudio();

  if (psalm.audioUrl)
    return (
      <>
        <PsalmPlayer key={psalm.id} psalm={psalm} src={psalm.audioUrl} />
        {/* A person's recording (decision 072) says whose voice it is. */}
        {psalm.readBy ? (
          <p className="text-sm text-muted-foreground" data-testid="psalm-read-by">
            {psalmT('psalm.audio.readBy', { name: psalm.readBy })}
          </p>
        ) : null}
      </>
    );
  if (psalm.audioPremiumOnly)
    return (
      <UpgradeCard
        title={premiumT('premium.audio.title')}
        detail={premiumT(
          psalm.audioGenerated ? 'premium.audio.narrated' : 'premium.audio.notNarrated',
        )}
        description={premiumT('premium.audio.upgrade')}
        headingLevel={3}
      />
    );
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
