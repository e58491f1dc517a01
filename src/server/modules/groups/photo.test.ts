import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBody,
  createTestContext,
  testOrigin,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// A group's picture (decision 063): the avatar's rules, chosen by its leaders.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(400),
]);

const upload = (
  user: TestUser,
  groupId: string,
  body: Uint8Array<ArrayBuffer>,
  type = 'image/png',
) =>
  t.app.request(`${testOrigin}/api/groups/${groupId}/photo`, {
    method: 'PUT',
    headers: { origin: testOrigin, cookie: user.cookie, 'content-type': type },
    body,
  });

describe('a group’s photo', () => {
  it('is put and taken away by its leaders, shown to its members, and refused to others', async () => {
    const [leader, member, outsider] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser(),
    ]);
    const group = await answerBody(
      t.api(leader!.cookie).groups.$post({ json: { name: 'Choir', description: '' } }),
      201,
    );
    expect(group.photoUrl).toBeNull();
    const invite = await answerBody(
      t.api(leader!.cookie).groups[':id'].invites.$post({ param: { id: group.id } }),
      201,
    );
    await t.request('/api/groups/join', {
      cookie: member!.cookie,
      json: { token: invite.url.split('/groups/join/')[1] },
    });

    const put = await upload(leader!, group.id, new Uint8Array(png));
    expect(put.status).toBe(200);
    const { photoUrl } = (await put.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/media\/group-photos\/[0-9a-f-]{36}\.png$/);
    expect((await t.request(photoUrl)).status).toBe(200);
    const seen = await answerBody(
      t.api(member!.cookie).groups[':id'].$get({ param: { id: group.id } }),
    );
    expect(seen.photoUrl).toBe(photoUrl);

    expect((await upload(member!, group.id, new Uint8Array(png))).status).toBe(403);
    expect((await upload(outsider!, group.id, new Uint8Array(png))).status).toBe(404);
    const script = await upload(leader!, group.id, new TextEncoder().encode('<svg onload=x>'));
    expect(script.status).toBe(400);
    const huge = await upload(
      leader!,
      group.id,
      new Uint8Array(Buffer.concat([png, randomBytes(2 * 1024 * 1024)])),
    );
    expect(huge.status).toBe(413);

    const removed = await answerBody(
      t.api(leader!.cookie).groups[':id'].photo.$delete({ param: { id: group.id } }),
    );
    expect(removed.photoUrl).toBeNull();
    expect((await t.request(photoUrl)).status).toBe(404);
  });
});
