// A voice engine that fails as compiled engines can, for tests of speech-worker.ts and of the
// server process: each request names its fault (`fault`), or FAULTY_VOICE says one for all.
// - exit: the engine ends (as WASI's proc_exit or Emscripten's exit do) before answering;
// - throw: an exception outside the request's handling (an engine's callback), uncaught;
// - hang: no answer, as a long text being read;
// - none: a short, well-formed answer.
// It answers through the same port as the real engines (lib/worker-port.mjs), as they run.
import { serverPort } from '../lib/worker-port.mjs';

const port = serverPort();
port.onMessage((message) => {
  const fault = message.fault ?? process.env.FAULTY_VOICE ?? 'none';
  if (fault === 'exit') process.exit(7);
  if (fault === 'hang') return;
  if (fault === 'throw')
    setTimeout(() => {
      throw new Error('the engine crashed');
    });
  else
    port.answer({ id: message.id, audio: new Uint8Array([0x49, 0x44, 0x33]), durationSeconds: 1 });
});
