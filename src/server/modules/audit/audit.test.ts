import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBody,
  createTestContext,
  testPassword,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Every sensitive action leaves an audit row (who, what, target, before/after), readable and
// filterable by super admins only, and kept when its target is deleted.

let t: TestContext;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

type AuditQuery = {
  action?: string;
  targetType?: string;
  targetId?: string;
  q?: string;
  limit?: string;
  cursor?: string;
};
const auditPage = (query: AuditQuery, cookie = superAdmin.cookie) =>
  answerBody(t.api(cookie)['admin']['audit-log'].$get({ query }));

describe('audit log', () => {
  it('records a grant, a change and a revoke with before and after, and keeps them after the user is deleted', async () => {
    const target = await t.createUser();
    const post = (role: string) =>
      t.request('/api/admin/admins', {
        cookie: superAdmin.cookie,
        json: { email: target.email, role },
      });
    expect((await post('moderator')).status).toBe(200);
    expect((await post('admin')).status).toBe(200);
    const revoked = await t.request(`/api/admin/admins/${target.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoked.status).toBe(204);

    await t.database.sql('delete from users where id = $1', [target.id]);

    const { items } = await auditPage({ targetId: target.id });
    expect(items.map((item) => [item.action, item.before, item.after])).toEqual([
      ['role.revoke', { role: 'admin' }, { role: null }],
      ['role.change', { role: 'moderator' }, { role: 'admin' }],
      ['role.grant', { role: null }, { role: 'moderator' }],
    ]);
    expect(items[0]).toMatchObject({
      actorId: superAdmin.id,
      actorEmail: superAdmin.email,
      targetType: 'user',
      targetLabel: target.email,
    });
  });

  it('records content and category deletion and access-setting changes, filterable by action', async () => {
    const category = await (
      await t.request('/api/admin/categories', {
        cookie: superAdmin.cookie,
        json: { name: 'Audit category' },
      })
    ).json();
    const item = await (
      await t.request('/api/admin/content', {
        cookie: superAdmin.cookie,
        json: { title: 'Audited prayer', categoryId: category.id },
      })
    ).json();
    expect(
      (
        await t.request(`/api/admin/content/${item.id}`, {
          method: 'DELETE',
          cookie: superAdmin.cookie,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await t.request(`/api/admin/categories/${category.id}`, {
          method: 'DELETE',
          cookie: superAdmin.cookie,
        })
      ).status,
    ).toBe(204);
    const setting = await t.request('/api/admin/access-settings/daily_content_limit', {
      method: 'PUT',
      cookie: superAdmin.cookie,
      json: { value: '7' },
    });
    expect(setting.status).toBe(200);

    const deletions = await auditPage({ action: 'content.delete' });
    expect(deletions.items[0]).toMatchObject({
      targetId: item.id,
      targetLabel: 'Audited prayer',
      actorEmail: superAdmin.email,
    });
    const categoryRows = await auditPage({ targetType: 'category', targetId: category.id });
    expect(categoryRows.items.map((row) => [row.action, row.targetLabel])).toEqual([
      ['category.delete', 'Audit category'],
      ['category.create', 'Audit category'],
    ]);
    const settings = await auditPage({ action: 'access_setting.update' });
    expect(settings.items[0]).toMatchObject({
      targetId: 'daily_content_limit',
      after: { value: '7' },
    });
    const byText = await auditPage({ q: 'audited' });
    expect(byText.items.map((row) => row.targetId)).toContain(item.id);
  });

  it('pages with a cursor, newest first, without repeats', async () => {
    const first = await auditPage({ limit: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await auditPage({ limit: '2', cursor: first.nextCursor! });
    const ids = [...first.items, ...second.items].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.items[0]!.createdAt <= first.items[1]!.createdAt).toBe(true);
    const bad = await t.request('/api/admin/audit-log?cursor=nonsense', {
      cookie: superAdmin.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it('is refused to admins and moderators (403) and to anonymous callers (401)', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const moderator = await t.createUser({ role: 'moderator' });
    for (const who of [admin, moderator]) {
      expect((await t.request('/api/admin/audit-log', { cookie: who.cookie })).status).toBe(403);
    }
    expect((await t.request('/api/admin/audit-log')).status).toBe(401);
  });

  it('an erased member is no longer named in it: labels and their staff email go, ids stay', async () => {
    const suffix = Date.now().toString(36);
    const member = await t.createUser();
    const other = await t.createUser();
    const moderator = await t.createUser({ role: 'moderator' });
    const api = (who: TestUser, path: string, json?: unknown) =>
      t.request(`/api${path}`, { cookie: who.cookie, json, method: 'POST' });
    const posted = async (who: TestUser, json: { title: string; content: string }) =>
      (await answerBody(t.api(who.cookie).community.posts.$post({ json }), 201)).id;
    const title = `Sorrow of ${suffix}`;
    const words = `A private grief of ${suffix}`;
    const postId = await posted(member, { title, content: 'Please pray for me.' });
    const { id: commentId } = await answerBody(
      t.api(member.cookie).community.posts[':id'].comments.$post({
        param: { id: postId },
        json: { content: words },
      }),
      201,
    );
    const otherTitle = `Joy of ${suffix}`;
    const otherPost = await posted(other, { title: otherTitle, content: 'Thanks be.' });
    // A moderator hides and restores the member's post, and hides their comment.
    for (const path of [
      `/moderation/posts/${postId}/hide`,
      `/moderation/posts/${postId}/restore`,
      `/moderation/comments/${commentId}/hide`,
    ])
      expect((await api(moderator, path)).status).toBe(204);
    // A super admin grants the member premium, and a staff role they act with, then revokes it.
    expect(
      (await api(superAdmin, '/admin/subscriptions/grant', { email: member.email })).status,
    ).toBe(200);
    expect(
      (await api(superAdmin, '/admin/admins', { email: member.email, role: 'moderator' })).status,
    ).toBe(200);
    expect((await api(member, `/moderation/posts/${otherPost}/hide`)).status).toBe(204);
    const revoked = await t.request(`/api/admin/admins/${member.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoked.status).toBe(204);

    const rowsAbout = async () => {
      const pages = await Promise.all(
        [member.id, postId, commentId, otherPost].map((id) => auditPage({ targetId: id })),
      );
      return pages.flatMap((page) => page.items);
    };
    const before = await rowsAbout();
    // The rows name them before the erasure (so the check below can fail).
    expect(JSON.stringify(before)).toContain(member.email);
    expect(JSON.stringify(before)).toContain(title);
    expect(JSON.stringify(before)).toContain(words);

    const erased = await t.request('/api/profile', {
      method: 'DELETE',
      cookie: member.cookie,
      json: { password: testPassword },
    });
    expect(erased.status).toBe(204);

    const after = await rowsAbout();
    // Every row is still there (plus the closing one), under the same ids.
    expect(after.filter((row) => row.action !== 'account.delete').map((row) => row.id)).toEqual(
      before.map((row) => row.id),
    );
    const text = JSON.stringify(after);
    for (const secret of [member.email, title, words]) expect(text).not.toContain(secret);
    for (const secret of [member.email, title, words]) {
      const search = await auditPage({ q: secret });
      expect(search.items).toEqual([]);
    }
    const byTarget = (id: string) => after.filter((row) => row.targetId === id);
    expect(byTarget(postId).map((row) => row.targetLabel)).toEqual([null, null]);
    expect(byTarget(commentId).map((row) => row.targetLabel)).toEqual([null]);
    expect(byTarget(member.id).map((row) => [row.action, row.targetLabel, row.actorEmail])).toEqual(
      [
        ['account.delete', 'Deleted by its owner', null],
        ['role.revoke', null, superAdmin.email],
        ['role.grant', null, superAdmin.email],
        ['subscription.grant', null, superAdmin.email],
      ],
    );
    // What they did as staff stays theirs by id; the other member's post keeps its title.
    const [theirAction] = byTarget(otherPost);
    expect(theirAction).toMatchObject({
      actorId: member.id,
      actorEmail: null,
      targetLabel: otherTitle,
    });
  });

  it('a post or comment its author deletes is no longer quoted in it, so a later erasure leaves nothing', async () => {
    const suffix = Date.now().toString(36);
    const member = await t.createUser();
    const moderator = await t.createUser({ role: 'moderator' });
    const post = (path: string, who: TestUser, json?: unknown) =>
      t.request(`/api${path}`, { cookie: who.cookie, json, method: 'POST' });
    const title = `Deleted sorrow of ${suffix}`;
    const words = `Deleted words of ${suffix}`;
    const postId = (
      await (await post('/community/posts', member, { title, content: 'Pray.' })).json()
    ).id as string;
    const commentId = (
      await (await post(`/community/posts/${postId}/comments`, member, { content: words })).json()
    ).id as string;
    const lonePost = (
      await (await post('/community/posts', member, { title: `${title} 2`, content: 'x' })).json()
    ).id as string;
    const loneComment = (
      await (
        await post(`/community/posts/${lonePost}/comments`, member, { content: `${words} 2` })
      ).json()
    ).id as string;
    for (const path of [
      `/moderation/posts/${postId}/hide`,
      `/moderation/posts/${postId}/restore`,
      `/moderation/comments/${commentId}/hide`,
      `/moderation/comments/${loneComment}/hide`,
      `/moderation/comments/${loneComment}/restore`,
    ])
      expect((await post(path, moderator)).status).toBe(204);
    const quoted = async () =>
      JSON.stringify(
        (
          await Promise.all(
            [postId, commentId, loneComment].map((id) => auditPage({ targetId: id })),
          )
        ).flatMap((page) => page.items),
      );
    expect(await quoted()).toContain(title);
    expect(await quoted()).toContain(words);

    // The author deletes the post (its comment goes with it) and, elsewhere, their comment.
    const remove = (path: string) =>
      t.request(`/api${path}`, { method: 'DELETE', cookie: member.cookie });
    expect((await remove(`/community/posts/${postId}`)).status).toBe(204);
    expect((await remove(`/community/comments/${loneComment}`)).status).toBe(204);
    const after = await quoted();
    expect(after).not.toContain(title);
    expect(after).not.toContain(words);
    expect(after).toContain(postId);
  });
});
