import { inject, test as base } from 'vitest';
import { launchBrowser, openPage, type ViewportName } from './browser';
import { startServer, type RunningServer } from './server';
import { signInContext } from './session';
import { createUser, grantPremium, signedInApi, type Credentials } from './users';

type OpenOptions = Parameters<typeof openPage>[2];

/**
 * The browser lane's test: one Chromium per file, and people of each kind made on first use (once
 * per file, through the real sign-up and confirmation). `pageAs` opens a page at a viewport with the
 * person signed in (on `options.baseURL` when a file runs a server of its own); `openPage` of
 * support/browser stays for pages nobody is signed in to. `apiAs` is an API session signed in as a
 * person, for setting data up without the browser.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first parameter
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('member', { scope: 'file' }, async () => createUser('member'))
  .extend('premiumMember', { scope: 'file' }, async () => {
    const person = await createUser('premium');
    await grantPremium(person.email);
    return person;
  })
  .extend('moderator', { scope: 'file' }, async () =>
    createUser('moderator', { role: 'moderator' }),
  )
  .extend('admin', { scope: 'file' }, async () => createUser('admin', { role: 'admin' }))
  .extend('superAdmin', { scope: 'file' }, async (): Promise<Credentials> => inject('superAdmin'))
  .extend('apiAs', { scope: 'file' }, async () => signedInApi)
  .extend('pageAs', async ({ browser }) => {
    return async (
      person: Pick<Credentials, 'email' | 'password'>,
      viewport: ViewportName = 'desktop',
      options?: OpenOptions,
    ) => {
      const opened = await openPage(browser, viewport, options);
      await signInContext(opened.context, person.email, person.password, options?.baseURL);
      return opened;
    };
  });

/**
 * For a file that needs a server of its own (a fresh database: the setup page, the seeder), as a
 * file-scoped fixture: `test.extend('server', { scope: 'file' }, serverOfItsOwn('seeder'))`. It is
 * started from the build like the lane's server and stopped when the file is done; `env` overrides
 * its variables (startServer).
 */
export function serverOfItsOwn(label: string, env: Record<string, string> = {}) {
  return async (
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first parameter
    {}: object,
    { onCleanup }: { onCleanup: (cleanup: () => Promise<void>) => void },
  ): Promise<RunningServer> => {
    const server = await startServer(label, env);
    onCleanup(() => server.stop());
    return server;
  };
}

export { describe, expect } from 'vitest';
