import { Worker } from 'node:worker_threads';
import type { VoicePreset } from '@contracts/enums';
import { serverSourcePath } from '@server/paths';
import { ProviderError } from '../provider-error';
import type { Speech, VoiceProvider } from './index';

// The eight preset voices mapped onto Flite's built-in voices, with a pace each.
const fliteVoices: Record<VoicePreset, { voice: string; stretch: number }> = {
  onyx: { voice: 'rms', stretch: 1.15 },
  echo: { voice: 'awb', stretch: 1.1 },
  fable: { voice: 'kal16', stretch: 1.1 },
  ash: { voice: 'rms', stretch: 1.05 },
  alloy: { voice: 'slt', stretch: 1.1 },
  nova: { voice: 'slt', stretch: 1.0 },
  shimmer: { voice: 'slt', stretch: 1.2 },
  coral: { voice: 'slt', stretch: 1.05 },
};

type Pending = { resolve: (speech: Speech) => void; reject: (error: Error) => void };

/** Speech synthesised on this machine with Flite (no network), encoded as MP3, in a worker thread. */
export function createOfflineVoice(): VoiceProvider {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function ensureWorker() {
    if (worker) return worker;
    worker = new Worker(serverSourcePath('providers/voice/flite-worker.mjs'));
    worker.unref();
    worker.on(
      'message',
      (message: { id: number; audio?: Uint8Array; durationSeconds?: number; error?: string }) => {
        const entry = pending.get(message.id);
        if (!entry) return;
        pending.delete(message.id);
        if (message.error || !message.audio)
          entry.reject(new ProviderError('failed', message.error ?? 'No audio'));
        else
          entry.resolve({
            audio: Buffer.from(message.audio),
            mimeType: 'audio/mpeg',
            durationSeconds: message.durationSeconds ?? null,
          });
      },
    );
    worker.on('error', (error) => {
      for (const entry of pending.values())
        entry.reject(new ProviderError('failed', error.message, { cause: error }));
      pending.clear();
      worker = undefined;
    });
    return worker;
  }

  return {
    kind: 'offline',
    label: 'Offline speech (Flite, on this server)',
    speak(text, voice) {
      if (!text.trim())
        return Promise.reject(new ProviderError('empty', 'There is no text to read'));
      const id = nextId++;
      return new Promise<Speech>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ensureWorker().ref();
        ensureWorker().postMessage({ id, text, ...fliteVoices[voice] });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    check: async () => ({ ok: true, detail: 'Synthesised locally; no network needed' }),
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
