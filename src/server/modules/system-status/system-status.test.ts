import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('system status in each language', () => {
  it('says how text generation and narration serve English, Portuguese and Spanish offline', async () => {
    const response = await t.request('/api/admin/system-status', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { services } = await response.json();
    const byName = Object.fromEntries(
      services.map((service: { name: string }) => [service.name, service]),
    );
    expect(byName['Text generation'].languages).toEqual([
      { language: 'en', support: 'native', detail: 'World English Bible psalms' },
      { language: 'pt', support: 'native', detail: 'Almeida 1911 psalms' },
      { language: 'es', support: 'native', detail: 'Reina-Valera 1909 psalms' },
    ]);
    expect(byName['Voice narration'].languages).toEqual([
      { language: 'en', support: 'native', detail: 'Flite English voices' },
      { language: 'pt', support: 'native', detail: 'eSpeak NG Brazilian Portuguese voice' },
      { language: 'es', support: 'native', detail: 'eSpeak NG Latin American Spanish voice' },
    ]);
    // Services that write nothing in a language say nothing about languages.
    expect(byName.Database.languages).toBeUndefined();
  });
});
