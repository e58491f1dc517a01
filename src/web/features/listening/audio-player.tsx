import { AudioPanel } from './audio-panel';
import { useAudioPlayback } from './use-audio-playback';

interface AudioPlayerProps {
  src: string;
  /** What is playing; names the player for screen readers. */
  title: string;
  /** Called each time playback starts or resumes. */
  onPlay?: () => void;
  /** Called when the recording plays to its end (the player has gone back to the start). */
  onEnded?: () => void;
  className?: string;
}

/**
 * A player with its own <audio> element (the portal's drafts): loading, playing, paused and ended
 * (back to 0, then `onEnded`). The member app plays through its one app-wide player instead
 * (user/player, decision 064).
 */
export function AudioPlayer({ src, title, onPlay, onEnded, className }: AudioPlayerProps) {
  const playback = useAudioPlayback({ onPlay, onEnded });
  return (
    <AudioPanel
      title={title}
      status={playback.status}
      buffering={playback.buffering}
      current={playback.current}
      duration={playback.duration}
      speed={playback.speed}
      volume={playback.volume}
      muted={playback.muted}
      onTogglePlay={playback.togglePlay}
      onSeek={playback.moveTo}
      onSpeed={playback.changeSpeed}
      onVolume={playback.changeVolume}
      onToggleMute={playback.toggleMute}
      className={className}
    >
      <audio src={src} preload="metadata" {...playback.elementProps} />
    </AudioPanel>
  );
}
