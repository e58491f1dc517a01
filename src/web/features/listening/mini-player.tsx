import { useEffect, useState } from 'react';
import { Link } from '@web/ui/link';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatClock } from '@web/lib/format-clock';
import { playerT } from './i18n/player-t';
import { AudioSeekBar } from './audio-seek-bar';
import { AudioSpeedPicker } from './audio-speed-picker';
import { AudioTransport } from './audio-transport';
import { Button } from '@web/ui/button';
import { SelectField } from '@web/ui/select-field';
import { usePlayerActions, usePlayerState } from './player-provider';
import { AmbientSwitch } from './ambient-switch';
import { StepButton } from './step-button';
import { sleepLeftMs, sleepMinutes, type SleepChoice } from './sleep-timer';

const sleepOptions = () => [
  { value: 'off', label: playerT('player.sleepOff') },
  { value: 'end', label: playerT('player.sleepEnd') },
  ...sleepMinutes.map((minutes) => ({
    value: String(minutes),
    label: playerT('player.sleepMinutes', { minutes }),
  })),
];

const toChoice = (value: string): SleepChoice =>
  value === 'off' || value === 'end' ? value : (Number(value) as SleepChoice);

/** The seconds a running clock shows, redrawn each second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The player on every page of the member app (decision 064): once something has played, a bar
 * above the phone's tab bar (beside the sidebar on a desktop) with play and pause, ±15 s and the
 * session's next step; expanded, the position, speed and the sleep timer. Hidden on the page that
 * shows the same player in full.
 */
export function MiniPlayer() {
  const state = usePlayerState();
  const actions = usePlayerActions();
  const [expanded, setExpanded] = useState(false);
  const { track, status, current, duration, index, trackCount } = state;
  const now = useNow(status === 'gap' || typeof state.sleep === 'number');
  const onScreen = state.queueKey !== null && state.viewsOnScreen.includes(state.queueKey);
  if (!track || !state.started || onScreen) return null;

  const inSession = trackCount > 1;
  const gapSeconds = state.gapEndsAt ? Math.ceil(Math.max(0, state.gapEndsAt - now) / 1000) : 0;
  const sleepLine =
    state.sleep === 'end'
      ? playerT('player.sleepAtEnd')
      : typeof state.sleep === 'number' && state.sleepStartedAt
        ? playerT('player.sleepLeft', {
            time: formatClock(sleepLeftMs(state.sleep, state.sleepStartedAt, now) / 1000),
          })
        : '';
  const line =
    status === 'gap'
      ? playerT('player.gap', { seconds: gapSeconds })
      : status === 'error'
        ? playerT('player.error')
        : inSession
          ? playerT('player.stepOf', { step: index + 1, total: trackCount })
          : `${formatClock(current)} / ${formatClock(duration)}`;

  return (
    <section
      aria-label={playerT('player.mini')}
      data-player-status={status}
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 rounded-xl border bg-card/95 p-2 shadow-lg backdrop-blur sm:inset-x-auto sm:right-4 sm:w-[26rem] lg:bottom-4"
    >
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1 px-2">
          <p className="text-xs text-muted-foreground">{playerT('player.nowPlaying')}</p>
          <Link to={track.href} className="block truncate text-sm font-medium hover:underline">
            {track.title}
          </Link>
          {/* Not a live region: the clock would be read out every second. */}
          <p className="truncate text-xs text-muted-foreground">{line}</p>
        </div>
        {inSession ? (
          <StepButton direction="previous" variant="ghost" onClick={actions.previous} />
        ) : null}
        <AudioTransport
          playing={status === 'playing'}
          buffering={state.buffering || status === 'loading'}
          failed={status === 'error'}
          current={current}
          duration={duration}
          onTogglePlay={actions.toggle}
          onSeek={actions.moveTo}
          // On a phone the bar keeps room for the title; ±15 s are under More controls.
          skipClassName={expanded ? undefined : 'max-sm:hidden'}
        />
        {inSession ? (
          <StepButton
            direction="next"
            variant="ghost"
            disabled={index >= trackCount - 1}
            onClick={actions.next}
          />
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={expanded}
          aria-label={playerT(expanded ? 'player.collapse' : 'player.expand')}
          title={playerT(expanded ? 'player.collapse' : 'player.expand')}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={playerT('player.close')}
          title={playerT('player.close')}
          onClick={actions.close}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className={cn('grid gap-3 px-2 pt-2 pb-1', !expanded && 'hidden')}>
        <AudioSeekBar current={current} duration={duration} onSeek={actions.moveTo} />
        <AudioSpeedPicker speed={state.speed} onChange={actions.changeSpeed} />
        <SelectField
          label={playerT('player.sleep')}
          value={String(state.sleep)}
          onValueChange={(value) => actions.setSleep(toChoice(value))}
          options={sleepOptions()}
          hint={sleepLine || undefined}
        />
        {state.bedOffered ? <AmbientSwitch /> : null}
      </div>
    </section>
  );
}
