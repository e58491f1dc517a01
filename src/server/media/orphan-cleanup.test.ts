import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '@server/db/tables';
import { jobs, mediaCleanupPlan } from '@server/job-registry';
import {
  answerBody,
  createTestContext,
  testOrigin,
  type TestContext,
  type TestUser,
} from '../test/harness';
import { startS3Server } from '../test/s3-server';
import { createDiskMediaStorage } from './disk-storage';
import { orphanGraceMs, removeOrphanMedia } from './orphan-cleanup';
import { createS3MediaStorage, type S3MediaStorage } from './s3-storage';
import type { MediaStorage } from './storage';

// The daily media cleanup (decision 068) on the real disk storage and on a bucket of a real
// S3-protocol server: files no row names go once older than the grace period, and nothing else.
// Time is the `now` handed to the cleanup; the disk's own job run ages its files with utimes.

const hour = 60 * 60_000;
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3MediaStorage;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-orphans-'));
const stores: Record<'disk' | 's3', TestContext> = {} as never;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3MediaStorage(s3.settings, { listPageSize: 2 });
  stores.disk = await createTestContext({ media: createDiskMediaStorage(mediaDir) });
  stores.s3 = await createTestContext({ media: bucket });
});
afterAll(async () => {
  await stores.disk?.close();
  await stores.s3?.close();
  bucket?.close();
  await s3?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function exists(media: MediaStorage, url: string) {
  return (await media.read(url)) !== null;
}

const silent = pino({ level: 'silent' });
const cleanupAt = (t: TestContext, now: Date) =>
  removeOrphanMedia(mediaCleanupPlan, { db: t.db, media: t.media, logger: silent }, now);

/** A group led by `leader` alone, with a photo; answers its id and the photo's URL. */
async function groupWithPhoto(t: TestContext, leader: TestUser) {
  const { id } = await answerBody(
    t.api(leader.cookie).groups.$post({ json: { name: 'Vigil', description: '' } }),
    201,
  );
  const put = await t.app.request(`${testOrigin}/api/groups/${id}/photo`, {
    method: 'PUT',
    headers: { origin: testOrigin, cookie: leader.cookie, 'content-type': 'image/png' },
    body: new Uint8Array(png()),
  });
  expect(put.status).toBe(200);
  return { id, photoUrl: ((await put.json()) as { photoUrl: string }).photoUrl };
}

/** A text-only item in a guided workflow, read aloud once for `listener`; answers the narration. */
async function narratedStep(t: TestContext, admin: TestUser, listener: TestUser) {
  const categories = await (await t.request('/api/categories', { cookie: admin.cookie })).json();
  const categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  const { id: contentId } = await answerBody(
    t.api(admin.cookie).admin.content.$post({
      json: { categoryId, title: 'Evening examen', body: 'Look back on the day with gratitude.' },
    }),
    201,
  );
  const { id: workflowId } = await answerBody(
    t.api(admin.cookie).admin.workflows.$post({
      json: { title: 'Evening', contentItems: [contentId] },
    }),
    201,
  );
  const { id: sessionId } = await answerBody(
    t.api(listener.cookie).workflows[':id'].sessions.$post({
      param: { id: workflowId },
      json: { timeZone: 'UTC' },
    }),
    201,
  );
  const narrate = () =>
    answerBody(
      t.api(listener.cookie)['workflow-sessions'][':id'].steps[':contentId'].narration.$post({
        param: { id: sessionId, contentId },
      }),
    );
  const first = await narrate();
  return { contentId, narrate, audioUrl: first.audioUrl };
}

describe.each(['disk', 's3'] as const)('the media cleanup on %s', (store) => {
  it('removes an orphan older than the grace period, keeps a named file and a fresh orphan', async () => {
    const t = stores[store];
    const member = await t.createUser();
    const orphan = await t.media.save('psalms', randomBytes(500), 'mp3');
    const saved = Date.now();
    const avatar = await t.app.request(`${testOrigin}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: testOrigin, cookie: member.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png()),
    });
    expect(avatar.status, await avatar.clone().text()).toBe(200);
    const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/media\/avatars\//);

    // Within the grace period the orphan is not touched.
    expect((await cleanupAt(t, new Date(saved + orphanGraceMs - hour))).removed).toBe(0);
    expect(await exists(t.media, orphan)).toBe(true);

    const result = await cleanupAt(t, new Date(saved + orphanGraceMs + hour));
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await exists(t.media, orphan)).toBe(false);
    expect(await exists(t.media, avatarUrl)).toBe(true);
    expect((await t.request(avatarUrl)).status).toBe(200);

    const fresh = await t.media.save('avatars', png(), 'png');
    await cleanupAt(t, new Date(Date.now() + hour));
    expect(await exists(t.media, fresh)).toBe(true);
  });

  it('removes the photo of a group deleted with its last member, and a narration of a changed text', async () => {
    const t = stores[store];
    const [admin, leader, listener] = await Promise.all([
      t.createUser({ role: 'admin' }),
      t.createUser(),
      t.createUser({ premium: true }),
    ]);
    const group = await groupWithPhoto(t, leader);
    const left = await t.request(`/api/groups/${group.id}/members/${leader.id}`, {
      cookie: leader.cookie,
      method: 'DELETE',
    });
    expect(left.status).toBe(204);
    expect((await t.request(`/api/groups/${group.id}`, { cookie: leader.cookie })).status).toBe(
      404,
    );
    expect(await exists(t.media, group.photoUrl)).toBe(true);

    const step = await narratedStep(t, admin, listener);
    const edited = await t.request(`/api/admin/content/${step.contentId}`, {
      cookie: admin.cookie,
      method: 'PATCH',
      json: { body: 'Look back on the day, and give thanks.' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const renarrated = (await step.narrate()).audioUrl;
    expect(renarrated).not.toBe(step.audioUrl);

    const result = await cleanupAt(t, new Date(Date.now() + orphanGraceMs + hour));
    expect(result.pruned).toBe(1);
    expect(await exists(t.media, group.photoUrl)).toBe(false);
    expect(await exists(t.media, step.audioUrl)).toBe(false);
    // The current text's narration stays, and is still what the step plays.
    expect(await exists(t.media, renarrated)).toBe(true);
    expect((await step.narrate()).audioUrl).toBe(renarrated);
  });
});

describe('the media-cleanup job', () => {
  it('is scheduled daily and, run by its handler, removes an aged orphan and says how many', async () => {
    const job = jobs.find((each) => each.name === 'media-cleanup')!;
    expect(job.cron).toBe('30 3 * * *');
    const t = stores.disk;
    const orphan = await t.media.save('group-photos', png(), 'png');
    const aged = new Date(Date.now() - orphanGraceMs - hour);
    fs.utimesSync(path.join(mediaDir, orphan), aged, aged);
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const { database, bus, text, voice, media } = t;
    await job.handle({}, { database, bus, text, voice, media, logger });
    expect(await exists(t.media, orphan)).toBe(false);
    const line = JSON.parse(lines.find((each) => each.includes('media cleanup'))!);
    expect(line).toMatchObject({ removed: 1, msg: 'media cleanup removed 1 orphaned files' });
  });
});

describe('the cleanup plan', () => {
  it('asks every column that names a media file', () => {
    // A column named like these holds a /media path; one missing from the plan would lose its file.
    const schemaTables: PgTable[] = Object.values(tables).filter(
      (table: unknown) => table instanceof PgTable,
    );
    const mediaColumns = schemaTables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter(
          (column) =>
            column.dataType === 'string' && /_(url|photo|avatar|audio)$/.test(column.name),
        )
        .map((column) => `${getTableName(table)}.${column.name}`),
    );
    expect(mediaColumns.sort()).toEqual([
      'content.audio_url',
      'content.narration_audio_url',
      'language_narrations.audio_url',
      'prayer_groups.photo_url',
      'profiles.avatar_url',
      'step_narrations.audio_url',
    ]);
    expect(mediaCleanupPlan.inUse).toHaveLength(mediaColumns.length);
  });
});
