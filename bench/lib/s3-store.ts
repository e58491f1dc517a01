// An S3-protocol store for servers that share media (two instances behind one balancer, issue 31).
import path from 'node:path';
import { startBenchProcess } from './baseline';

const bucket = 'bench-media';

/** Starts the store; `env` is what a server process needs to keep its media there. */
export async function startS3Store() {
  const store = await startBenchProcess(
    path.resolve(import.meta.dirname, '../services/s3-store.ts'),
    { BENCH_S3_BUCKET: bucket },
  );
  return {
    env: {
      S3_ENDPOINT: store.url,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver knows this one key and does not check signatures.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: store.stop,
  };
}
