// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app,
// at the highest levels (done once per build, so the server never compresses per request); the
// server sends the one the browser accepts (src/server/http/precompressed.ts, decision 140).
// A copy that would not be smaller is not written. Source maps are left as they are: only developer
// tools fetch them.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressWeb(webDir = path.join(root, 'dist/web')) {
  let before = 0;
  let after = 0;
  await Promise.all(
    filesUnder(webDir).map(async (file) => {
      const bytes = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
      before += bytes.length;
      after += Math.min(br.length, bytes.length);
    }),
  );
  return { before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // An optional folder to compress instead of dist/web (the server's tests build one).
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist/web'));
  const { before, after } = await precompressWeb(dir);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(`Precompressed ${path.relative(root, dir)}: ${kb(before)}, ${kb(after)} as brotli`);
}
