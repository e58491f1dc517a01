// Node's WASI (node:wasi), loaded without its "WASI is an experimental feature" warning, which
// otherwise reached the operator's terminal on the first text read aloud. Flite uses only WASI
// preview1's file calls, and offline-voice.test.ts checks it speaks on the Node versions we run.
// Only that one warning is held back, and only while the module loads: every other still prints.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (rest[0] === 'ExperimentalWarning' && text.startsWith('WASI is an experimental feature'))
    return;
  return emitWarning.call(process, warning, ...rest);
};
let wasi;
try {
  wasi = await import('node:wasi');
} finally {
  process.emitWarning = emitWarning;
}

export const { WASI } = wasi;
