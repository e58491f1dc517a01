import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/harness';
import { memberTables, memberWithEverything } from '@server/test/member-fixture';
import { exportedTables } from './export';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/**
 * Tables with a column referencing users that the export leaves out on purpose, each with why.
 * A table that is neither exported nor listed here fails the test below: a new table a member can
 * own must be added to the export (a part in export-*-parts.ts) or, with a reason, here.
 */
const notExported: Record<string, string> = {
  // Sessions and accounts are exported without their secrets, and verifications has no user
  // column — its reset links are short-lived secrets, deleted with the account.
  live_streams:
    'the live-update connections open right now (decision 058): bookkeeping for the caps, deleted when each closes',
};

type ExportFile = Record<string, unknown[]> & {
  about: { version: number; member: { id: string }; parts: Record<string, string> };
};

describe('Download My Data', () => {
  it('delivers every row the member owns as a JSON attachment, with a header for each part', async () => {
    const { member, other, ids } = await memberWithEverything(t);
    const response = await t.request('/api/profile/export', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="psalmlight-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const file = JSON.parse(text) as ExportFile;

    expect(file.about).toMatchObject({ version: 1, member: { id: member.id } });
    const parts = Object.keys(file).filter((key) => key !== 'about');
    expect(Object.keys(file.about.parts)).toEqual(parts);
    for (const part of parts) expect(file.about.parts[part]!.length).toBeGreaterThan(10);

    const idsIn = (part: string) => file[part]!.map((row) => (row as { id: string }).id);
    expect(file.account).toEqual([expect.objectContaining({ id: member.id, email: member.email })]);
    expect(file.profile).toEqual([expect.objectContaining({ fullName: 'Member Everything' })]);
    expect(file.devices).toHaveLength(1);
    expect(file.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(file.contentPreferences).toEqual([
      expect.objectContaining({ contentType: 'daily_psalm', deliveryTime: '06:30:00' }),
    ]);
    expect(file.premiumContentSchedule).toHaveLength(1);
    expect(file.subscription).toEqual([expect.objectContaining({ status: 'active' })]);
    // The journal in plain text, as written (it is sealed in the table).
    expect(file.journalEntries).toEqual([
      expect.objectContaining({
        id: ids.entry,
        title: 'Morning prayer',
        content: 'A quiet word about the lighthouse keeper',
      }),
    ]);
    expect(idsIn('workflowSessions')).toEqual([ids.session]);
    expect(idsIn('workflowsCreated')).toEqual([ids.workflow]);
    expect(idsIn('progress')).toEqual([ids.progress]);
    expect(file.contentOpens).toEqual([expect.objectContaining({ itemKey: 'x' })]);
    expect(file.listeningPositions).toEqual([
      expect.objectContaining({ contentId: ids.content, positionMs: 61_000, durationMs: 300_000 }),
    ]);
    expect(file.contentCreated).toEqual([
      expect.objectContaining({
        id: ids.content,
        audioUrl: 'http://localhost:3000/media/psalms/x.mp3',
      }),
    ]);
    expect(file.groups).toEqual([
      expect.objectContaining({ groupId: ids.group, name: 'Member’s circle', role: 'leader' }),
    ]);
    expect(file.groupInvites).toEqual([expect.objectContaining({ groupId: ids.group })]);
    expect(JSON.stringify(file.groupInvites)).not.toContain('token');
    expect(idsIn('posts')).toEqual([ids.ownPost]);
    expect(idsIn('comments')).toEqual([ids.ownComment]);
    expect(file.likes).toHaveLength(2);
    expect(file.prayers).toEqual([expect.objectContaining({ postId: ids.theirPost })]);
    expect(file.reports).toEqual([expect.objectContaining({ reason: 'spam' })]);
    expect(file.activities!.length).toBeGreaterThanOrEqual(2);
    expect(file.pushSubscriptions).toEqual([
      {
        id: ids.push,
        userId: member.id,
        endpoint: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    expect(file.notificationDeliveries).toEqual([
      expect.objectContaining({ kind: 'scripture_daily', channel: 'push' }),
    ]);
    expect(file.staffActions).toEqual([expect.objectContaining({ action: 'content.delete' })]);

    // The other member's comment on the member's post: its words and time, not who wrote it.
    expect(file.posts![0]).toMatchObject({
      commentsFromOthers: [
        { content: 'Words from the other member', createdAt: expect.any(String) },
      ],
    });
    // Nothing of the other member: no id, email or name of theirs anywhere in the file, and no
    // secrets of the member's own (password hash, session token, push keys).
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('"token"');
    expect(text).not.toContain('AUTH');
  });

  it('covers every table that references a user, or names why it does not', async () => {
    const exported = new Set(
      exportedTables({
        db: t.db,
        publicUrl: '',
        journalPages: async () => ({ items: [], nextCursor: null }),
      }),
    );
    exported.add('users');
    const missing = (await memberTables(t))
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((name) => {
        const table = name.split('.')[0]!;
        return !exported.has(table) && !(table in notExported);
      });
    expect(missing).toEqual([]);
  });

  it('allows three exports a minute per member and answers the fourth with 429 and Retry-After', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < 3; i++) {
      const response = await t.request('/api/profile/export', { cookie: user.cookie });
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await t.request('/api/profile/export', { cookie: user.cookie });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The limit is the member's own: someone else exports meanwhile.
    expect((await t.request('/api/profile/export', { cookie: other.cookie })).status).toBe(200);
  });
});
