import { audioSpeeds } from './audio-speed-picker';

// The playback speed and the ambient bed are this device's choices (decision 064): kept in
// localStorage, not the account.

const speedKey = 'psalmlight.player.speed';
const ambientKey = 'psalmlight.player.ambient';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full store: the choice is simply not remembered.
  }
}

export function readSpeed(): number {
  const value = Number(read(speedKey));
  return (audioSpeeds as readonly number[]).includes(value) ? value : 1;
}

export const storeSpeed = (speed: number) => store(speedKey, String(speed));

/** The ambient bed plays unless the member turned it off on this device. */
export const readAmbient = (): boolean => read(ambientKey) !== 'off';

export const storeAmbient = (on: boolean) => store(ambientKey, on ? 'on' : 'off');
