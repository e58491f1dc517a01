import { afterAll, beforeAll, expect, it } from 'vitest';
import { importMaxBytes } from '@contracts/import';
import { avatarMaxBytes } from '@contracts/profile';
import { recordingMaxBytes } from '@contracts/recordings';
import { createTestContext, testOrigin, type TestContext } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import {
  authWrites,
  documentedWrites,
  errorCodeOf,
  nameOf,
  type WriteOperation,
} from './write-operations';

// Every write route refuses a body one byte past its limit with 413 in the one error shape, and
// takes one at the limit past the size check: imports carry whole files (10 MB, with room for
// JSON escaping), avatars and group photos are raw images of up to 2 MB, a person's recording of
// an item is raw audio of up to 50 MB, everything else is at most 1 MB.

const oneMegabyte = 1024 * 1024;

/** The largest body each route takes (app.ts). */
function limitOf(operation: WriteOperation) {
  if (operation.template === '/api/admin/import') return Math.ceil(importMaxBytes * 1.2);
  // A group's photo follows the avatar's rules (both of its writes share the path's limit).
  if (
    operation.template === '/api/profile/avatar' ||
    operation.template === '/api/groups/{id}/photo'
  )
    return avatarMaxBytes;
  // Both writes of a recording (its upload and its removal) share the path's limit.
  if (operation.template === '/api/admin/content/{id}/recording') return recordingMaxBytes;
  return oneMegabyte;
}

/** A body of exactly `bytes` bytes of the operation's type (a JSON string for JSON). */
function bodyOf(operation: WriteOperation, bytes: number) {
  if (operation.contentType !== 'application/json') return new Uint8Array(bytes);
  return `"${'a'.repeat(bytes - 2)}"`;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('every write route refuses a body one byte past its limit with 413, and not one at it', async () => {
  const operations = [...(await documentedWrites((path) => t.request(path))), ...authWrites];
  const problems: string[] = [];
  const limits = new Set<number>();
  for (const operation of operations) {
    const limit = limitOf(operation);
    limits.add(limit);
    // Anonymous: nothing at the limit is written, whatever the route would do for a member.
    const send = (bytes: number) =>
      t.app.request(`${testOrigin}${operation.path}`, {
        method: operation.method,
        headers: { origin: testOrigin, 'content-type': operation.contentType },
        body: bodyOf(operation, bytes),
      });
    const past = await send(limit + 1);
    const code = await errorCodeOf(past);
    if (past.status !== 413 || code !== 'payload_too_large')
      problems.push(
        `${nameOf(operation)} past the limit: ${past.status} ${code ?? 'not the error shape'}`,
      );
    const at = await send(limit);
    await at.body?.cancel();
    if (at.status === 413) problems.push(`${nameOf(operation)} at the limit: 413`);
  }
  expect(problems).toEqual([]);
  reportFigures('hardening: body limits', [
    { name: 'write routes with a body limit', value: operations.length },
    {
      name: 'limits (bytes)',
      value: [...limits].sort((a, b) => a - b).join(', '),
      goal: '1 MB, 2 MB avatar, 10 MB import (+20% for JSON), 50 MB recording',
    },
  ]);
});
