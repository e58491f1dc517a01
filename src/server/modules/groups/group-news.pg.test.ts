import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@server/db/connection';
import { answerBody, createTestContext, type TestContext } from '@server/test/harness';
import { openStream, type SseStream } from '@server/test/sse-client';

// A group's live news across instances (decision 063): the post is written on one instance, the
// streams are open on the other, and PostgreSQL NOTIFY carries the group's id between them. Run by
// the PostgreSQL lane alone.

let one: TestContext;
let two: TestContext;
const streams: SseStream[] = [];
beforeAll(async () => {
  one = await createTestContext();
  two = await createTestContext({ database: await openPostgres(one.database.url!) });
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await two.close();
  await one.close();
});

describe('a group’s news on two instances', () => {
  it('reaches its members’ streams on the other instance, and nobody else’s', async () => {
    const [leader, member, outsider] = await Promise.all([
      one.createUser(),
      one.createUser(),
      one.createUser(),
    ]);
    const group = await answerBody(
      one.api(leader!.cookie).groups.$post({ json: { name: 'Night shift' } }),
      201,
    );
    const memberStream = await openStream(two, member!.cookie);
    const outsiderStream = await openStream(two, outsider!.cookie);
    streams.push(memberStream, outsiderStream);
    expect((await memberStream.next()).event).toBe('ready');
    expect((await outsiderStream.next()).event).toBe('ready');

    // Joining on the first instance: the other instance's stream learns it from the bus.
    const invite = await answerBody(
      one.api(leader!.cookie).groups[':id'].invites.$post({ param: { id: group.id } }),
      201,
    );
    const joined = await one.request('/api/groups/join', {
      cookie: member!.cookie,
      json: { token: invite.url.split('/groups/join/')[1] },
    });
    expect(joined.status).toBe(200);

    const { id: secretId } = await answerBody(
      one.api(leader!.cookie).groups[':id'].posts.$post({
        param: { id: group.id },
        json: { title: 'Only for us', content: 'Please pray.' },
      }),
      201,
    );
    expect(await memberStream.next()).toEqual({
      event: 'community.post_created',
      data: { id: secretId, title: 'Only for us', post_type: 'reflection', group_id: group.id },
    });
    // Then a post for everyone: the outsider's next event is that one, so the group's never came.
    const { id: openId } = await answerBody(
      one.api(leader!.cookie).community.posts.$post({
        json: { title: 'For everyone', content: 'Please pray.' },
      }),
      201,
    );
    expect(await outsiderStream.next()).toMatchObject({ data: { id: openId } });
  });
});
