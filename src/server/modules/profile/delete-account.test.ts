import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { communityComments, communityPosts } from '@server/db/schema/community';
import { content, userProgress } from '@server/db/schema/content';
import { workflows } from '@server/db/schema/workflows';
import {
  createTestContext,
  testOrigin,
  testPassword,
  type TestContext,
} from '@server/test/harness';
import { memberTables, memberWithEverything } from '@server/test/member-fixture';
import { openStream, type SseStream } from '@server/test/sse-client';

let t: TestContext;
const opened: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
  await t.close();
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Rows tied to the person in every table that references users (the catalogue says which). */
async function rowsOf(userId: string) {
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of await memberTables(t)) {
    const result: unknown = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${userId}`,
    );
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    if (row!.n > 0) counts[`${table_name}.${column_name}`] = row!.n;
  }
  const users: unknown = await t.db.execute(
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  const [user] = (Array.isArray(users) ? users : (users as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  if (user!.n > 0) counts['users.id'] = user!.n;
  return counts;
}

const remove = (cookie: string, password: string) =>
  t.request('/api/profile', { method: 'DELETE', cookie, json: { password } });

describe('Delete my account', () => {
  it('a wrong password is refused with its field message and leaves everything as it was', async () => {
    const { member } = await memberWithEverything(t);
    const before = await rowsOf(member.id);
    const refused = await remove(member.cookie, 'not my password');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: 'invalid_password',
      fields: { password: 'That password is not correct.' },
    });
    expect(await rowsOf(member.id)).toEqual(before);
    expect((await t.request('/api/me', { cookie: member.cookie })).status).toBe(200);
  });

  it('erases every personal row and file, signs out every device at once, and frees the email', async () => {
    const { member, other, ids } = await memberWithEverything(t);
    const phone = await t.signIn(member.email);
    const avatar = await t.app.request(`${testOrigin}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: testOrigin, cookie: member.cookie, 'content-type': 'image/png' },
      body: png,
    });
    const avatarUrl: string = (await avatar.json()).avatarUrl;
    const avatarFile = path.join(t.mediaDir, 'media', avatarUrl.slice('/media/'.length));
    expect(fs.existsSync(avatarFile)).toBe(true);
    const stream = await openStream(t, phone);
    opened.push(stream);
    expect((await stream.next()).event).toBe('ready');

    const deleted = await remove(member.cookie, testPassword);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join('\n')).toContain('psalmlight.session_token=;');

    // Both devices are signed out, and the open stream has ended.
    expect((await t.request('/api/me', { cookie: member.cookie })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    await expect(stream.next()).rejects.toThrow('the stream ended');

    expect(await rowsOf(member.id)).toEqual({});
    expect(fs.existsSync(avatarFile)).toBe(false);

    // What others depend on: the other member's post stays, its figures without the member's part;
    // their comment on the member's post went with that post.
    const [theirs] = await t.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, ids.theirPost));
    expect(theirs).toMatchObject({ likesCount: 0, commentsCount: 0, prayedCount: 0 });
    expect(
      await t.db.select().from(communityComments).where(eq(communityComments.id, ids.theirReply)),
    ).toEqual([]);
    // The group the member led is the other member's to lead now.
    const group = await t.request(`/api/groups/${ids.group}`, { cookie: other.cookie });
    expect(await group.json()).toMatchObject({ myRole: 'leader', memberCount: 1 });
    const post = await t.request(`/api/community/posts/${ids.theirPost}`, { cookie: other.cookie });
    expect(await post.json()).toMatchObject({ likesCount: 0, commentsCount: 0, prayedCount: 0 });
    // The library keeps what the member made as staff, without their name on it.
    const [item] = await t.db.select().from(content).where(eq(content.id, ids.content));
    expect(item).toMatchObject({ createdBy: null, audioUrl: '/media/psalms/x.mp3' });
    const [workflow] = await t.db.select().from(workflows).where(eq(workflows.id, ids.workflow));
    expect(workflow).toMatchObject({ userId: null });
    expect(await t.db.select().from(userProgress).where(eq(userProgress.id, ids.progress))).toEqual(
      [],
    );
    // Staff can see that an account was closed, not whose.
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audit).toMatchObject({ action: 'account.delete', actorEmail: null });
    expect(JSON.stringify(audit)).not.toContain(member.email);

    // The member cannot sign in; the email signs up again as a new person.
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: member.email, password: testPassword },
    });
    expect(signIn.status).toBe(401);
    const again = await t.createUser({ email: member.email });
    expect(again.id).not.toBe(member.id);
    const fresh = await (await t.request('/api/profile', { cookie: again.cookie })).json();
    expect(fresh).toMatchObject({ fullName: 'Test Person', avatarUrl: null });
    const journal = await (await t.request('/api/journal', { cookie: again.cookie })).json();
    expect(journal.items).toEqual([]);
  });

  it('refuses a staff account (the role is revoked first) and keeps it whole', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const refused = await remove(admin.cookie, testPassword);
    expect(refused.status).toBe(409);
    expect((await t.request('/api/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('needs the password field and a signed-in person', async () => {
    const user = await t.createUser();
    const empty = await remove(user.cookie, '');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ password: 'Please enter your password' });
    expect(
      (await t.request('/api/profile', { method: 'DELETE', json: { password: 'x' } })).status,
    ).toBe(401);
  });
});
