import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1, keeping its objects in a temporary folder, with
 * one empty bucket: tests point the S3 media storage, or a server process's S3_* variables, at it.
 * s3rver knows one access key id (S3RVER) and refuses others; it does not check SigV4 signatures,
 * so a wrong secret goes unnoticed here.
 */
export async function startS3Server(bucket = 'psalmlight-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    /** The same settings as a server process's environment. */
    env: {
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
