// The object store the spike's servers keep media in (s3rver, as the tests use), in a process of its
// own so its work is not counted against the bench's load generator; prints `listening <port>`.
import { startS3Server } from '@server/test/s3-server';

const store = await startS3Server(process.env.BENCH_S3_BUCKET);
console.log(`listening ${new URL(store.settings.endpoint!).port}`);
process.on('SIGTERM', () => void store.close().then(() => process.exit(0)));
