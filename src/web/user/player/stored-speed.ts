import { audioSpeeds } from '@web/ui/audio-speed-picker';

// The playback speed is this device's choice (decision 064): kept in localStorage, not the account.

const key = 'psalmlight.player.speed';

export function readSpeed(): number {
  try {
    const value = Number(localStorage.getItem(key));
    return (audioSpeeds as readonly number[]).includes(value) ? value : 1;
  } catch {
    return 1;
  }
}

export function storeSpeed(speed: number): void {
  try {
    localStorage.setItem(key, String(speed));
  } catch {
    // Private mode or a full store: the speed is simply not remembered.
  }
}
