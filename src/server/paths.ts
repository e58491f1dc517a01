import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (where package.json is), found by walking up from this module. The server
 * runs from its TypeScript sources (tests, `npm run dev`) and from the compiled bundle in
 * dist/server (`npm start`, decision 021), which sit at different depths: every file the server
 * reads beside its code (migrations, the built web app, data files, the voice worker) is named
 * from here so both work.
 */
function findProjectRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No package.json above ${from}: cannot find the project folder`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the project, e.g. projectPath('drizzle'). */
export function projectPath(...segments: string[]) {
  return path.join(projectRoot, ...segments);
}

/** A file kept beside the server's sources (data, worker scripts): read from src/server in both modes. */
export function serverSourcePath(...segments: string[]) {
  return projectPath('src/server', ...segments);
}
