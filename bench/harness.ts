import { pino } from 'pino';
import { randomBytes } from 'node:crypto';
import { assembleApp } from '@server/assemble-app';
import { createKeyring } from '@server/crypto/field-cipher';
import { openPglite } from '@server/db/connection';
import { runMigrations } from '@server/db/migrate';
import { createDiskMediaStorage } from '@server/media/disk-storage';
import { createOfflineComposer } from '@server/providers/text/offline-composer';
import { createOfflineVoice } from '@server/providers/voice/offline-voice';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const origin = 'http://localhost:3000';

/** The real app on a fresh in-memory PGlite, as the tests build it. */
export async function benchApp() {
  const database = await openPglite({});
  await runMigrations(database);
  const voice = createOfflineVoice();
  const { app, auth } = await assembleApp({
    database,
    authSecret: 'bench-secret-that-is-long-enough-0123456789',
    mail: { from: 'bench@example.test' },
    text: createOfflineComposer(),
    voice,
    media: createDiskMediaStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'))),
    logger: pino({ level: 'silent' }),
    publicUrl: origin,
    rateLimitAuthPerMinute: 1_000_000,
    journalKeys: createKeyring(randomBytes(32)),
  });
  return { app, database, auth, voice };
}

/** Median of a few timed runs, in milliseconds. */
export async function median(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
