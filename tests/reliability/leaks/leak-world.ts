import { randomUUID } from 'node:crypto';
import { localDateIn } from '@contracts/time';
import { dailyPsalm } from '@server/test/factories';
import type { TestContext, TestUser } from '@server/test/harness';

// The world the leak suite looks into: member A (free, the viewer), member B (premium, whose private
// rows A must never see), member C (who only ever posts anonymously, so C's name and id must never
// reach A), staff, and rows no member may see. Every forbidden row carries a marker: a unique string
// planted in its title and text, so finding it in an answer is a leak whatever the route.

export type LeakWorld = {
  a: TestUser;
  b: TestUser;
  c: TestUser;
  staff: TestUser;
  /** marker → what it is planted in (for the failure message). */
  markers: Map<string, string>;
  /** Ids of private rows of other people (B's journal, sessions, progress; C's account): never shown. */
  privateIds: Map<string, string>;
  /** Ids of rows A may not open (drafts, future items, hidden posts, B's rows): answered as unknown. */
  unopenableIds: Map<string, string>;
  /** Every id the world made, for filling path and query parameters. */
  allIds: string[];
  categoryId: string;
  visibleContentId: string;
  /** Plants a new marker (the events part makes forbidden rows while A listens). */
  mark: (what: string) => string;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A request that must succeed (the world is built through the API); its JSON answer. */
export async function ok<T = { id: string }>(
  t: TestContext,
  user: TestUser | undefined,
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const response = await t.request(path, { method, cookie: user?.cookie, json });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function buildLeakWorld(t: TestContext): Promise<LeakWorld> {
  const run = randomUUID().slice(0, 8);
  const markers = new Map<string, string>();
  const mark = (what: string) => {
    const marker = `leakmark${run}${markers.size}x`;
    markers.set(marker, what);
    return marker;
  };
  const privateIds = new Map<string, string>();
  const unopenableIds = new Map<string, string>();
  const allIds: string[] = [];
  const keep =
    (id: string, ...maps: Map<string, string>[]) =>
    (what: string) => {
      allIds.push(id);
      for (const map of maps) map.set(id, what);
      return id;
    };

  const staff = await t.createUser({
    role: 'super_admin',
    email: `${mark('staff email')}@example.test`,
  });
  const a = await t.createUser();
  const b = await t.createUser({ premium: true, email: `${mark("B's email")}@example.test` });
  const c = await t.createUser({ email: `${mark("C's email")}@example.test` });
  allIds.push(a.id, b.id, staff.id);
  keep(c.id, privateIds)("C's account (C posts only anonymously)");
  await ok(t, c, 'PATCH', '/api/profile', { fullName: `Anon ${mark("C's name")}` });

  const { items: categories } = await ok<{ items: { id: string; name: string }[] }>(
    t,
    a,
    'GET',
    '/api/categories',
  );
  const categoryId = categories.find((category) => category.name === 'Prayer')!.id;
  allIds.push(...categories.map((category) => category.id));

  // Content: one item members may open, whose audio free members may not have (audio is off for
  // free members by default), and the ones nobody but staff may see.
  const item = (fields: Record<string, unknown>) =>
    ok(t, staff, 'POST', '/api/admin/content', { categoryId, durationMinutes: 5, ...fields });
  const today = localDateIn('UTC', new Date());
  // Three days ahead: later than any member's local day (UTC+14 is one day ahead at most).
  const future = addDays(today, 3);
  const visible = await item({
    title: 'A visible prayer',
    description: 'Open to every member',
    audioUrl: `https://cdn.example.org/${mark('audio of a free member (audio off for free)')}.mp3`,
  });
  keep(visible.id)('visible');
  const draft = await item({
    title: `Draft ${mark('draft title')}`,
    description: mark('draft description'),
    isPublished: false,
  });
  keep(draft.id, unopenableIds)('draft');
  const scheduled = await item({
    title: `Scheduled ${mark('scheduled title')}`,
    description: mark('scheduled description'),
    scheduledFor: future,
  });
  keep(scheduled.id, unopenableIds)('scheduled for later');
  const futurePsalm = await dailyPsalm(t, future, {
    title: `Future psalm ${mark('future psalm title')}`,
    text: `${mark('future psalm text')} ${'Be still and know. '.repeat(10)}`,
  });
  keep(futurePsalm, unopenableIds)('daily psalm of a future date');
  const unpublishedPsalm = await dailyPsalm(t, addDays(today, -2), {
    published: false,
    title: `Withdrawn psalm ${mark('unpublished psalm title')}`,
    text: `${mark('unpublished psalm text')} ${'Be still and know. '.repeat(10)}`,
  });
  keep(unpublishedPsalm, unopenableIds)('unpublished daily psalm');
  // Daily psalms made premium-only for free members: yesterday's is listed, its words withheld.
  await ok(t, staff, 'PUT', '/api/admin/access-settings/premium_content_types', {
    value: JSON.stringify(['daily_psalm']),
  });
  const premiumPsalm = await dailyPsalm(t, addDays(today, -1), {
    title: "Yesterday's psalm",
    text: `${mark('premium-only psalm text')} ${'Be still and know. '.repeat(10)}`,
  });
  keep(premiumPsalm)('premium-only psalm');
  // Its description runs long: a list, a step or a share card gives A a preview of its opening at
  // most (decision 033), never this far in.
  await ok(t, staff, 'PATCH', `/api/admin/content/${premiumPsalm}`, {
    description: `${'Be still and know. '.repeat(20)}${mark('the end of a long premium-only description')}`,
  });
  keep((await ok(t, b, 'POST', '/api/community/share', { contentId: premiumPsalm })).id)(
    'a share of the premium-only psalm',
  );
  keep(await dailyPsalm(t, today, { title: "Today's psalm" }))("today's psalm");

  // A workflow with a premium-only psalm and a step later withdrawn to a draft.
  const withdrawn = await item({ title: 'Soon a draft' });
  const workflow = await ok(t, staff, 'POST', '/api/admin/workflows', {
    title: 'Morning prayer',
    contentItems: [visible.id, premiumPsalm, withdrawn.id],
  });
  keep(workflow.id)('active workflow');
  await ok(t, staff, 'PATCH', `/api/admin/content/${withdrawn.id}`, {
    title: `Withdrawn ${mark('withdrawn step title')}`,
    description: mark('withdrawn step description'),
    isPublished: false,
  });
  keep(withdrawn.id, unopenableIds)('a workflow step withdrawn to a draft');
  // A runs it too: the steps of A's own session must leave the withdrawn item out. (Paused
  // workflows are not hidden: members see them with a Paused badge, 001 §Workflows.)
  keep((await ok(t, a, 'POST', `/api/workflows/${workflow.id}/sessions`, {})).id)("A's session");

  // B's private rows.
  const entry = await ok(t, b, 'POST', '/api/journal', {
    title: mark("B's journal title"),
    content: mark("B's journal text"),
    scripture: mark("B's journal scripture"),
  });
  keep(entry.id, privateIds, unopenableIds)("B's journal entry");
  const session = await ok(t, b, 'POST', `/api/workflows/${workflow.id}/sessions`, {});
  keep(session.id, privateIds, unopenableIds)("B's workflow session");
  await ok(t, b, 'POST', `/api/workflow-sessions/${session.id}/complete`, {
    notes: mark("B's session notes"),
  });
  const progress = await ok(t, b, 'POST', `/api/content/${visible.id}/progress`, {});
  keep(progress.id, privateIds, unopenableIds)("B's reading progress");

  // Community: B's open post, a hidden post and a hidden comment of B, C's anonymous post.
  const open = await ok(t, b, 'POST', '/api/community/posts', {
    title: 'Pray with me',
    content: 'For the week ahead',
    postType: 'prayer_request',
  });
  keep(open.id)('open post');
  const hidden = await ok(t, b, 'POST', '/api/community/posts', {
    title: `Hidden ${mark('hidden post title')}`,
    content: mark('hidden post text'),
  });
  keep(hidden.id, privateIds, unopenableIds)('hidden post');
  const onHidden = await ok(t, b, 'POST', `/api/community/posts/${hidden.id}/comments`, {
    content: mark('comment on a hidden post'),
  });
  keep(onHidden.id, privateIds)('comment on a hidden post');
  const hiddenComment = await ok(t, b, 'POST', `/api/community/posts/${open.id}/comments`, {
    content: mark('hidden comment'),
  });
  keep(hiddenComment.id, privateIds)('hidden comment');
  await ok(t, staff, 'POST', `/api/moderation/posts/${hidden.id}/hide`);
  await ok(t, staff, 'POST', `/api/moderation/comments/${hiddenComment.id}/hide`);
  const anonymous = await ok(t, c, 'POST', '/api/community/posts', {
    title: 'Asking quietly',
    content: 'Please pray for my family',
    postType: 'prayer_request',
    isAnonymous: true,
  });
  keep(anonymous.id)('anonymous post');

  return {
    a,
    b,
    c,
    staff,
    markers,
    privateIds,
    unopenableIds,
    allIds,
    categoryId,
    visibleContentId: visible.id,
    mark,
  };
}
