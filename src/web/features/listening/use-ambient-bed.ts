import { useEffect, useRef } from 'react';
import { ambientBedUrl } from './ambient-bed';
import type { PlayerState } from './player-types';

/**
 * The ambient bed (decision 153): an element of its own, made on first use and kept out of the
 * page (it has no controls), that sounds while the voice plays and through the silences between
 * steps, nowhere else. `volume` is the voice's volume now (the sleep timer's fade included).
 * Returns the way to follow the voice's volume when it changes.
 */
export function useAmbientBed(
  { bedOffered, ambient, status, muted }: PlayerState,
  volume: () => number,
) {
  const bed = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    const wanted = bedOffered && ambient && (status === 'playing' || status === 'gap');
    if (!wanted) {
      if (bed.current && !bed.current.paused) bed.current.pause();
      return;
    }
    bed.current ??= Object.assign(new Audio(ambientBedUrl()), { loop: true });
    const element = bed.current;
    element.muted = muted;
    element.volume = volume();
    if (element.paused) element.play().catch(() => undefined);
    // `volume` reads refs: the bed follows its changes through the provider's applyVolume.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bedOffered, ambient, status, muted]);
  useEffect(() => () => bed.current?.pause(), []);
  /** Sets the bed's volume with the voice's (a volume change, the sleep timer's fade). */
  return (value: number) => {
    if (bed.current) bed.current.volume = value;
  };
}
