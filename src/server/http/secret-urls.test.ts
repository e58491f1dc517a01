import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { answerBody, createTestContext, type TestContext } from '../test/harness';
import type { AppTemplate } from './app-page';
import type { AppEnv } from './env';
import { createErrorHandler } from './error-handler';
import { loggableUrl } from './secret-urls';
import { createServerPages } from './server-pages';

// Links that carry a secret (an invite, a reset, a confirmation, the setup link) never reach the
// log whole: a token copied from a log line joined a private group.

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
/** The log lines written while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const from = lines.length;
  await run();
  return lines.slice(from);
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ logger: pino({ level: 'info' }, capture) });
});
afterAll(() => t.close());

const secret = 'S3cretTok3nValue0123456789';

describe('secret-bearing links in the log', () => {
  it('keeps an invite token out of the request log when the invite link is opened', async () => {
    const [leader, joiner] = await Promise.all([t.createUser(), t.createUser()]);
    const group = await answerBody(
      t.api(leader.cookie).groups.$post({ json: { name: 'Vespers', description: '' } }),
      201,
    );
    const invite = await answerBody(
      t.api(leader.cookie).groups[':id'].invites.$post({ param: { id: group.id } }),
      201,
    );
    const token = invite.url.split('/groups/join/')[1]!;
    expect(token.length).toBeGreaterThan(10);

    const written = await logged(async () => {
      await t.request(new URL(invite.url).pathname, { cookie: joiner.cookie });
      const joined = await t.request('/api/groups/join', {
        cookie: joiner.cookie,
        json: { token },
      });
      expect(joined.status).toBe(200);
    });
    const paths = written.map((line) => JSON.parse(line) as { msg: string; path?: string });
    expect(paths).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/groups/join/[redacted]' }),
    );
    expect(written.filter((line) => line.includes(token))).toEqual([]);
  });

  it('redacts every link with a token in its path or query, however it is spelt', async () => {
    const links = [
      `/groups/join/${secret}`,
      `/groups/join/${secret}/`,
      `/GROUPS//Join/${secret}`,
      `/groups/%6Aoin/${secret}`,
      `/api/auth/reset-password/${secret}?callbackURL=%2Freset-password`,
      `/api/auth/verify-email?token=${secret}&callbackURL=%2Fauth-callback`,
      `/reset-password?token=${secret}`,
      `/admin/setup?token=${secret}`,
      `/api/setup/status?token=${secret}`,
      `/api/auth/callback/google?code=${secret}&state=${secret}`,
    ];
    const written = await logged(() => Promise.all(links.map((link) => t.request(link))));
    expect(written.filter((line) => JSON.parse(line).msg === 'request')).toHaveLength(links.length);
    expect(written.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('shows a secret link in a URL as where it went, and other URLs unchanged', () => {
    expect(loggableUrl(`https://psalmlight.example/groups/join/${secret}?ref=mail#top`)).toBe(
      'https://psalmlight.example/groups/join/[redacted]?ref=mail#top',
    );
    expect(loggableUrl(`/api/auth/verify-email?Token=${secret}&callbackURL=/x`)).toBe(
      '/api/auth/verify-email?Token=[redacted]&callbackURL=/x',
    );
    expect(loggableUrl(`/reset-password?%74oken=${secret}`)).toBe(
      '/reset-password?%74oken=[redacted]',
    );
    for (const plain of ['/groups/join', '/groups/42', '/api/content?page=2&sort=new', '/'])
      expect(loggableUrl(plain)).toBe(plain);
  });

  it('keeps the token out of an unhandled error line: its path and its message', async () => {
    const errors: string[] = [];
    const app = new Hono<AppEnv>()
      .get('*', () => {
        throw new Error(`fetch failed: http://localhost/api/setup/status?token=${secret}`);
      })
      .onError(createErrorHandler(createLogger('info', { write: (l: string) => errors.push(l) })));
    expect((await app.request(`/groups/join/${secret}`)).status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({
      msg: 'unhandled error',
      path: '/groups/join/[redacted]',
      error: { message: 'fetch failed: http://localhost/api/setup/status?token=[redacted]' },
    });
  });

  it('keeps the token out of the server renderer’s failure line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-renderer-'));
    try {
      const rendererPath = path.join(dir, 'entry-server.mjs');
      fs.writeFileSync(
        rendererPath,
        'export async function renderPage({ request }) { throw new Error(`no page for ${request.url}`); }\n',
      );
      const errors: string[] = [];
      const pages = createServerPages({
        template: { htmlFor: () => '<html><div id="root"></div></html>' } as unknown as AppTemplate,
        webDir: dir,
        rendererPath,
        logger: createLogger('info', { write: (line: string) => void errors.push(line) }),
        resolveViewer: async () => null,
        fetchApi: async () => new Response(null, { status: 404 }),
      });
      const app = new Hono<AppEnv>().get('*', async (c) => (await pages(c)) ?? c.text('client'));
      for (const link of [`/groups/join/${secret}`, `/admin/setup?token=${secret}`])
        expect(await (await app.request(link)).text()).toBe('client');
      expect(errors.map((line) => JSON.parse(line).msg)).toEqual([
        'server rendering failed',
        'server rendering failed',
      ]);
      expect(errors.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
