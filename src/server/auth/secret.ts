import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR/auth-secret. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
