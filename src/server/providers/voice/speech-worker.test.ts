import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { createSpeechWorker } from './speech-worker';

// A voice engine's thread that exits or throws fails the requests it held, and the next request is
// read by a new thread: the engine never leaves a caller waiting, nor takes the server down.
const faulty = () => createSpeechWorker('../../test/faulty-speech-worker.mjs');

describe('a speech worker whose engine fails', () => {
  it.each([
    ['exits its thread', 'exit', /exited with code 7/],
    ['throws outside any request', 'throw', /the engine crashed/],
  ])(
    'fails the request when the engine %s, then reads the next one',
    async (_name, fault, said) => {
      const worker = faulty();
      try {
        const failed = worker.speak({ text: 'Be still', fault });
        await expect(failed).rejects.toBeInstanceOf(ProviderError);
        await expect(failed).rejects.toThrow(said);
        const next = await worker.speak({ text: 'and know' });
        expect(next.audio.length).toBeGreaterThan(0);
      } finally {
        await worker.close();
      }
    },
  );

  it('fails every request a dying thread held, not only the one that killed it', async () => {
    const worker = faulty();
    try {
      const held = [worker.speak({ text: 'one', fault: 'exit' }), worker.speak({ text: 'two' })];
      for (const request of held) await expect(request).rejects.toThrow(/voice engine stopped/);
    } finally {
      await worker.close();
    }
  });

  it('stops a request whose signal is aborted, and every request when closed', async () => {
    const worker = faulty();
    const controller = new AbortController();
    // `throw` never answers the request itself: only the abort or the close can end them.
    const aborted = worker.speak({ text: 'one', fault: 'throw' }, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toThrow('Reading aloud was stopped');
    const closing = expect(worker.speak({ text: 'two' })).rejects.toThrow(/the server is stopping/);
    await worker.close();
    await closing;
  });
});
