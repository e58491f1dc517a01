import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStorage } from '../media/disk-storage';
import { createS3MediaStorage, type S3MediaStorage } from '../media/s3-storage';
import type { MediaStorage } from '../media/storage';
import { startS3Server } from '../test/s3-server';

// `npm run admin -- media-migrate` as a real process, between a data directory and a bucket on a
// real S3-protocol server (decision 059).

const run = promisify(execFile);
let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3MediaStorage;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-media-migrate-'));
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3MediaStorage(s3.settings);
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The admin command with only these variables (as an operator's shell would give it). */
async function admin(args: string[], env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'admin.ts'), ...args],
    {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function contents(media: MediaStorage) {
  const files = new Map<string, Buffer>();
  for await (const { url } of media.list()) {
    const body = await (await media.read(url))!.open();
    files.set(url, Buffer.from(await new Response(body).arrayBuffer()));
  }
  return files;
}

describe('npm run admin -- media-migrate', () => {
  it('refuses when the bucket is not configured, and copies nothing', async () => {
    const dataDir = path.join(root, 'unconfigured');
    for (const to of ['s3', 'disk']) {
      const result = await admin(['media-migrate', '--to', to], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`media-migrate --to ${to} needs the bucket configured`);
      expect(result.stdout).toBe('');
    }
    const wrong = await admin(['media-migrate', '--to', 'elsewhere'], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('npm run admin -- media-migrate --to <s3|disk>');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('copies every file from disk to the bucket and back under the same URLs, and again copies only what is missing', async () => {
    const dataDir = path.join(root, 'disk');
    const disk = createDiskMediaStorage(dataDir);
    const urls = [
      await disk.save('psalms', randomBytes(70_000), 'mp3'),
      await disk.save('psalms', randomBytes(5_000), 'mp3'),
      await disk.save('avatars', randomBytes(900), 'png'),
    ];
    const onDisk = await contents(disk);
    expect([...onDisk.keys()].sort()).toEqual([...urls].sort());

    const up = await admin(['media-migrate', '--to', 's3'], { DATA_DIR: dataDir, ...s3.env });
    expect(up.code).toBe(0);
    expect(up.stdout).toContain(`3 media files in DATA_DIR/media (${path.join(dataDir, 'media')})`);
    for (const url of urls) expect(up.stdout).toMatch(new RegExp(`\\[\\d/3\\] copied ${url}`));
    expect(up.stdout).toContain('Copied 3 files (0.1 MB), 0 already there, 0 failed.');
    expect(await contents(bucket)).toEqual(onDisk);

    // Run again (after an interruption, say): nothing is copied twice.
    const again = await admin(['media-migrate', '--to', 's3'], { DATA_DIR: dataDir, ...s3.env });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Copied 0 files (0.0 MB), 3 already there, 0 failed.');

    // Back to a new data directory: the same files under the same URLs.
    const back = path.join(root, 'back');
    const down = await admin(['media-migrate', '--to=disk'], { DATA_DIR: back, ...s3.env });
    expect(down.code).toBe(0);
    expect(down.stdout).toContain(`3 media files in bucket ${s3.settings.bucket}`);
    expect(down.stdout).toContain('Copied 3 files (0.1 MB), 0 already there, 0 failed.');
    expect(await contents(createDiskMediaStorage(back))).toEqual(onDisk);
  });
});
