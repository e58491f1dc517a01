// npm run admin: the staff command line (src/server/cli/admin.ts), compiled like the server
// (decision 021) and run with the arguments given.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, serverOutDir } from './server-build.mjs';

await buildServerIfStale();
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(serverOutDir, 'admin.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
