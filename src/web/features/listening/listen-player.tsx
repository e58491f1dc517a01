import { useEffect } from 'react';
import { playerT } from './i18n/player-t';
import { AudioPanel } from './audio-panel';
import { UpgradeCard } from '@web/features/premium';
import { busy } from './player-state';
import { usePlayerActions, usePlayerState } from './player-provider';
import type { PlayerQueue } from './player-types';
import { AmbientSwitch } from './ambient-switch';
import { ResumeOffer } from './resume-offer';
import { StepButton } from './step-button';

interface ListenPlayerProps {
  queue: PlayerQueue;
  /** Where Play starts until the queue plays (a session's step on screen). */
  startIndex?: number;
  className?: string;
}

/**
 * A page's player (001 §4): a view of the app's one player (decision 064). While this page's queue
 * is the one loaded, it shows and drives it; otherwise Play hands the queue over, so a psalm started
 * here keeps playing on the next page. It offers to resume where the member stopped on any device,
 * and a session's queue gets buttons to move between steps.
 */
export function ListenPlayer({ queue, startIndex = 0, className }: ListenPlayerProps) {
  const state = usePlayerState();
  const actions = usePlayerActions();
  const mine = state.queueKey === queue.key;
  const playing = mine && state.started;
  const at = playing ? state.index : Math.min(Math.max(startIndex, 0), queue.tracks.length - 1);
  const track = queue.tracks[at];
  const idle = state.queueKey === null;

  // Loaded when the page opens, and again when the player is closed; the step on screen is read
  // when the member presses Play.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actions.cue(queue, at), [actions, queue, idle]);
  useEffect(() => actions.showView(queue.key), [actions, queue.key]);

  const seek = (seconds: number) => (mine ? actions.moveTo(seconds) : undefined);
  const refused = mine && state.status === 'error' && state.errorCode === 'premium_required';
  const steps = queue.tracks.length > 1;
  return (
    <>
      <AudioPanel
        title={track?.title ?? ''}
        // Not loaded here: being loaded, or ready to take over from what the member is playing.
        status={mine ? state.status : busy(state) ? 'ready' : 'loading'}
        buffering={mine && state.buffering}
        current={mine ? state.current : 0}
        duration={mine ? state.duration : 0}
        speed={state.speed}
        volume={state.volume}
        muted={state.muted}
        onTogglePlay={() =>
          mine && (playing || state.index === at) ? actions.toggle() : actions.play(queue, at)
        }
        onSeek={seek}
        onSpeed={actions.changeSpeed}
        onVolume={actions.changeVolume}
        onToggleMute={actions.toggleMute}
        className={className}
        extraControls={
          <>
            {steps ? (
              <div className="flex items-center gap-1">
                <StepButton
                  direction="previous"
                  variant="outline"
                  disabled={!playing || at === 0}
                  onClick={actions.previous}
                />
                <StepButton
                  direction="next"
                  variant="outline"
                  disabled={!playing || at >= queue.tracks.length - 1}
                  onClick={actions.next}
                />
              </div>
            ) : null}
            {queue.ambient ? <AmbientSwitch /> : null}
          </>
        }
      >
        {track ? (
          <ResumeOffer
            contentId={track.contentId}
            hidden={playing || (mine && state.current > 0)}
            onResume={(seconds) => actions.play(queue, at, seconds)}
          />
        ) : null}
      </AudioPanel>
      {refused ? <UpgradeCard detail={playerT('player.premiumAudio')} /> : null}
    </>
  );
}
