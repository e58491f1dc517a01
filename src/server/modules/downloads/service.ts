import type { DownloadPackage } from '@contracts/downloads';
import type { Db } from '@server/db/connection';
import { AppError, notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { getContent } from '@server/modules/content/service';
import { psalmsOfWeek } from '@server/modules/psalms';
import { getWorkflow } from '@server/modules/workflows/service';
import { getSession } from '@server/modules/workflows';

// What a download for offline use is made of (decision 064): the items, and the same-origin
// addresses the app keeps on the device so its pages open without the network. The routes answer
// premium members only; everything here is what that member may open now.

type Item = DownloadPackage['items'][number];

/** A path on this server (the app can keep it); a link to another site is played from there. */
const sameOrigin = (url: string | null): url is string =>
  url !== null && url.startsWith('/') && !url.startsWith('//');

/**
 * The addresses of the items: each one's API answer as the reader page asks for it (the service
 * worker keeps answers without the timeZone parameter, so none is named), and its audio file.
 */
const urlsOf = (items: Item[]) => [
  ...new Set(
    items.flatMap((item) => [
      `/api/content/${item.contentId}`,
      ...(sameOrigin(item.audioUrl) ? [item.audioUrl] : []),
    ]),
  ),
];

const packageOf = (
  kind: DownloadPackage['kind'],
  id: string,
  title: string,
  items: Item[],
): DownloadPackage => ({ kind, id, title, items, urls: urlsOf(items) });

/** Which item or workflow, in the zone the member's client reports (their day decides releases). */
type Asked = { id: string; timeZone?: string };

/** One item the viewer may open, as a download holds it (404 otherwise, as opening it would). */
async function itemOf(db: Db, viewer: Viewer, { id, timeZone }: Asked): Promise<Item> {
  const item = await getContent(db, viewer, id, timeZone);
  return { contentId: item.id, title: item.title, audioUrl: item.audioUrl };
}

/** An item and its audio (404 for a draft, an item not yet released or an unknown id). */
export async function contentDownload(
  db: Db,
  viewer: Viewer,
  asked: Asked,
): Promise<DownloadPackage> {
  const item = await itemOf(db, viewer, asked);
  return packageOf('content', item.contentId, item.title, [item]);
}

/**
 * A workflow's steps in order, each with its audio; a step the viewer may not open (unpublished
 * since it was chosen) is left out, as the session leaves it out. With `session`, the member's
 * session of this workflow as its page asks for it comes first, so the page opens offline. 404 for
 * an unknown workflow, and for a session that is not the viewer's or is of another workflow.
 */
export async function workflowDownload(
  db: Db,
  viewer: Viewer,
  { id, timeZone, session }: Asked & { session?: string },
): Promise<DownloadPackage> {
  const workflow = await getWorkflow(db, viewer, id);
  if (session && (await getSession(db, viewer, session)).workflow.id !== workflow.id) {
    throw notFound('That workflow session');
  }
  const steps = await Promise.all(
    workflow.contentItems.map((contentId) =>
      itemOf(db, viewer, { id: contentId, timeZone }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }),
    ),
  );
  const pack = packageOf(
    'workflow',
    workflow.id,
    workflow.title,
    steps.filter((step): step is Item => step !== null),
  );
  return session ? { ...pack, urls: [`/api/workflow-sessions/${session}`, ...pack.urls] } : pack;
}

/** The daily psalms of the member's week so far (Monday to their today), as released to them. */
export async function weekDownload(
  db: Db,
  viewer: Viewer,
  timeZone?: string,
): Promise<DownloadPackage> {
  const week = await psalmsOfWeek(db, viewer, timeZone);
  const items = week.psalms.map((psalm) => ({
    contentId: psalm.id,
    title: psalm.title,
    audioUrl: psalm.audioUrl,
  }));
  return packageOf('week', week.start, "This week's psalms", items);
}
