import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  testPassword,
  type TestContext,
} from '@server/test/harness';
import { startS3Server } from '@server/test/s3-server';
import { freePort } from '@server/test/server-process';
import {
  buildCompiledServer,
  call,
  killServerProcesses,
  signUpMember,
  startServerProcess,
  type ServerProcess,
} from '../support/faults-server';

// Two real server processes on one PostgreSQL database, each with its own DATA_DIR, and their
// media in one bucket on a real S3-protocol server (decision 059): what one instance stores, the
// other serves, and what one removes is gone for both. PostgreSQL only, as two-instances.test.ts.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

let t: TestContext;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

async function startInstance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-instance-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    databaseUrl: t.database.url,
    extra: {
      AUTH_SECRET: 'shared-media-instances-share-this-secret-0123',
      JOURNAL_ENCRYPTION_KEY: sharedJournalKey,
      // Nothing in the background: the narration below is the one the test asks for.
      JOBS_ENABLED: 'false',
      ...s3.env,
    },
  });
  await server.ready;
  return server;
}
const sharedJournalKey = randomBytes(32).toString('base64');

/** PNG's signature, then bytes: what the avatar upload checks an image by. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(600),
]);

describe.runIf(onPostgres)('two instances with their media in one S3 bucket', () => {
  beforeAll(async () => {
    buildCompiledServer();
    s3 = await startS3Server();
    t = await createTestContext();
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });
  afterAll(async () => {
    killServerProcesses();
    await t?.close();
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('plays on B the narration made on A, seeking with ranges, until it is deleted on A', async () => {
    const { email } = await t.createUser({ role: 'super_admin' });
    const signIn = await call(a, '/api/auth/sign-in/email', {
      json: { email, password: testPassword },
    });
    expect(signIn.status).toBe(200);
    const staff = cookieFrom(signIn)!;

    const saved = await call(a, '/api/admin/psalms', {
      cookie: staff,
      json: {
        prompt: 'for those who keep watch at night',
        theme: 'trust',
        date: new Date().toISOString().slice(0, 10),
        title: 'Narrated on A',
        generatedPsalm: 'The Lord is my light and my salvation; whom shall I fear?',
        narrate: true,
      },
    });
    expect(saved.status).toBe(201);
    const psalm = (await saved.json()) as { id: string; audioUrl: string };
    expect(psalm.audioUrl).toMatch(/^\/media\/psalms\/[0-9a-f-]+\.mp3$/);

    const whole = await fetch(`${a.baseUrl}${psalm.audioUrl}`, { headers: { cookie: staff } });
    expect(whole.status).toBe(200);
    const audio = Buffer.from(await whole.arrayBuffer());
    expect(audio.length).toBeGreaterThan(1000);

    const part = await fetch(`${b.baseUrl}${psalm.audioUrl}`, {
      headers: { cookie: staff, range: 'bytes=500-999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 500-999/${audio.length}`);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(audio.subarray(500, 1000));
    // Neither instance wrote it to its own disk.
    for (const dir of dataDirs)
      expect(fs.existsSync(path.join(dir, 'media', 'psalms'))).toBe(false);

    const deleted = await call(a, `/api/admin/content/${psalm.id}`, {
      method: 'DELETE',
      cookie: staff,
    });
    expect(deleted.status).toBe(204);
    const gone = await fetch(`${b.baseUrl}${psalm.audioUrl}`, {
      headers: { cookie: staff, range: 'bytes=0-99' },
    });
    expect(gone.status).toBe(404);
  });

  it('shows on A the avatar uploaded on B, and removing it on A removes it for B', async () => {
    const member = await signUpMember(b, 'avatar');
    const uploaded = await fetch(`${b.baseUrl}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: b.baseUrl, cookie: member.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };

    const shown = await fetch(`${a.baseUrl}${avatarUrl}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);

    const removed = await call(a, '/api/profile/avatar', {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${b.baseUrl}${avatarUrl}`)).status).toBe(404);
    expect((await fetch(`${a.baseUrl}${avatarUrl}`)).status).toBe(404);
  });

  it('stops at start-up with one line when the bucket does not answer to the keys', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-instance-'));
    dataDirs.push(dataDir);
    const server = startServerProcess({
      port: await freePort(),
      dataDir,
      databaseUrl: t.database.url,
      extra: { JOBS_ENABLED: 'false', ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
    });
    await expect(server.ready).rejects.toThrow('server exited with 1');
    expect(server.output()).toContain(
      `The media bucket ${s3.settings.bucket} at ${s3.settings.endpoint} cannot be reached with S3_ACCESS_KEY_ID (HTTP 403)`,
    );
    expect(server.output()).not.toContain('is listening');
  });
});
