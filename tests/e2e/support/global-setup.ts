import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ApiSession } from './api';
import { setupLink } from './log';
import { repoRoot, startServer } from './server';
import { superAdminCredentials, type Credentials } from './users-data';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    logFile: string;
    superAdmin: Credentials;
  }
}

/**
 * One server for the whole lane, started from the build like `npm start`, with its first super
 * admin created through the one-time setup link (the setup page itself is walked by a test with a
 * server of its own).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'dist/web/index.html'))) {
    throw new Error(
      'dist/web is missing: run the lane with `npm run test:e2e`, which builds it first.',
    );
  }
  const server = await startServer('e2e');
  try {
    const link = new URL(await setupLink(server.logFile));
    const token = link.searchParams.get('token') ?? '';
    const api = new ApiSession(server.baseURL);
    await api.post('/api/setup', { token, ...superAdminCredentials });
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseURL', server.baseURL);
  project.provide('logFile', server.logFile);
  project.provide('superAdmin', {
    email: superAdminCredentials.email,
    password: superAdminCredentials.password,
    firstName: superAdminCredentials.firstName,
    lastName: superAdminCredentials.lastName,
  });
  return async () => {
    await server.stop();
    if (!process.env.KEEP_E2E_DATA) fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
