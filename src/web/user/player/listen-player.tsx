import { useEffect } from 'react';
import { AudioPanel } from '@web/ui/audio-panel';
import { busy, usePlayerActions, usePlayerState } from './player-provider';
import type { PlayerQueue } from './player-types';
import { ResumeOffer } from './resume-offer';

interface ListenPlayerProps {
  queue: PlayerQueue;
  /** Where Play starts while another queue is loaded (a session's step on screen). */
  startIndex?: number;
  className?: string;
}

/**
 * A page's player (001 §4): a view of the app's one player (decision 064). While this page's queue
 * is the one loaded, it shows and drives it; otherwise Play hands the queue over, so a psalm started
 * here keeps playing on the next page. It offers to resume where the member stopped on any device.
 */
export function ListenPlayer({ queue, startIndex = 0, className }: ListenPlayerProps) {
  const state = usePlayerState();
  const actions = usePlayerActions();
  const mine = state.queueKey === queue.key;
  const at = mine ? state.index : Math.min(startIndex, queue.tracks.length - 1);
  const track = queue.tracks[at];

  // startIndex is read when the queue is first handed over, not on each step the page shows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actions.cue(queue, at), [actions, queue]);
  useEffect(() => actions.showView(queue.key), [actions, queue.key]);

  const seek = (seconds: number) => (mine ? actions.moveTo(seconds) : undefined);
  return (
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
      onTogglePlay={() => (mine ? actions.toggle() : actions.play(queue, at))}
      onSeek={seek}
      onSpeed={actions.changeSpeed}
      onVolume={actions.changeVolume}
      onToggleMute={actions.toggleMute}
      className={className}
    >
      {track ? (
        <ResumeOffer
          contentId={track.contentId}
          hidden={mine && (state.started || state.current > 0)}
          onResume={(seconds) => actions.play(queue, at, seconds)}
        />
      ) : null}
    </AudioPanel>
  );
}
