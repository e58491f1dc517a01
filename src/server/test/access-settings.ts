import { expect } from 'vitest';
import type { TestContext, TestUser } from './harness';

// The Access tab's free rules (docs/decisions/044) as staff set them, and the refusal they give.

/** Sets Access settings through the API (PUT /api/admin/access-settings/{key}), each a string. */
export async function setAccessSettings(
  t: TestContext,
  staff: TestUser,
  settings: Record<string, string>,
) {
  for (const [key, value] of Object.entries(settings)) {
    const response = await t.request(`/api/admin/access-settings/${key}`, {
      method: 'PUT',
      cookie: staff.cookie,
      json: { value },
    });
    expect(response.status, key).toBe(200);
  }
}

/** A 403 premium_required answer. */
export async function expectPremiumRequired(response: Response) {
  expect(response.status).toBe(403);
  expect((await response.json()).error.code).toBe('premium_required');
}
