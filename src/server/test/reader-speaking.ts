import { expect } from 'vitest';
import type { Language } from '@contracts/languages';
import type { TestContext, TestUser } from './harness';

/** A confirmed member who chose `language` on /account (premium when asked: whole bodies). */
export async function readerSpeaking(
  t: TestContext,
  language: Language,
  options: { premium?: boolean } = {},
): Promise<TestUser> {
  const reader = await t.createUser(options);
  const saved = await t.request('/api/profile', {
    method: 'PATCH',
    cookie: reader.cookie,
    json: { language },
  });
  expect(saved.status).toBe(200);
  return reader;
}
