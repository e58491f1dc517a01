import { pino } from 'pino';
import { randomBytes } from 'node:crypto';
import { createApp } from '@server/app';
import { createAuth } from '@server/auth/auth';
import { createKeyring } from '@server/crypto/field-cipher';
import { openPglite } from '@server/db/connection';
import { runMigrations } from '@server/db/migrate';
import { createEmailProvider } from '@server/providers/email';
import { createMemoryBus } from '@server/realtime/bus';
import { createDiskMediaStorage } from '@server/media/disk-storage';
import { accountProfiles } from '@server/modules/profile';
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
  const logger = pino({ level: 'silent' });
  const email = createEmailProvider({ from: 'bench@example.test', db: database.db, logger });
  const auth = createAuth({
    db: database.db,
    secret: 'bench-secret-that-is-long-enough-0123456789',
    publicUrl: origin,
    email,
    profiles: accountProfiles(database.db),
  });
  const bus = createMemoryBus();
  const text = createOfflineComposer();
  const voice = createOfflineVoice();
  const media = createDiskMediaStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-')));
  const app = createApp({
    database,
    auth,
    bus,
    email,
    text,
    voice,
    media,
    logger,
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
