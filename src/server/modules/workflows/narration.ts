import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { defaultVoice } from '@contracts/enum-values';
import type { Language } from '@contracts/enums';
import type { StepNarration } from '@contracts/workflows';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { stepNarrations } from '@server/db/schema/listening';
import { workflowSessions, workflows } from '@server/db/schema/workflows';
import { appError, notFound, premiumRequired } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { MediaStorage } from '@server/media/storage';
import type { VoiceProvider } from '@server/providers/voice';
import { contentTypeOf, openItem, rulesFor, withhold, type FreeRules } from '../access';
import { visibilityFor } from '../content';
import { narrate } from '../psalms';

// Audio-guided sessions (decision 064): a step with audio plays it; a step with text only is read
// aloud by the voice provider once per item and version of its text (step_narrations), and every
// later listener shares that file.

export type StepNarrationDeps = { db: Db; voice: VoiceProvider; media: MediaStorage };

export const stepHasNoTextMessage = 'This step has no text to read aloud.';

/**
 * What a listener hears of an item: its title, then its text (a psalm's words, any other item's
 * body), else its description. Empty when the item has no text beyond its title.
 */
export function narratedText(item: {
  title: string;
  description: string | null;
  body: string | null;
  generatedPsalm: string | null;
  isDailyPsalm: boolean;
}) {
  const words =
    (item.isDailyPsalm ? item.generatedPsalm : item.body)?.trim() || item.description?.trim();
  if (!words) return '';
  const title = item.title.trim();
  // A spoken heading ends as a sentence, so the voice pauses before the text.
  const heading = /[.!?:;…]$/.test(title) ? title : `${title}.`;
  return `${heading}\n\n${words}`;
}

export const textHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether the Access rules keep an item's audio from this viewer, as the steps withhold it. */
const audioWithheld = (rules: FreeRules | null, item: Parameters<typeof contentTypeOf>[0]) =>
  withhold({ audioUrl: 'audio' }, rules, contentTypeOf(item), []).audioUrl === null;

/**
 * One of the viewer's own sessions' steps as they may hear it: 404 when the session is not theirs,
 * the item is not one of its workflow's or not visible to them; 403 premium_required when the
 * Access rules withhold audio from them.
 */
async function stepOf(db: Db, viewer: Viewer, sessionId: string, contentId: string) {
  const [session] = await db
    .select({ contentItems: workflows.contentItems })
    .from(workflowSessions)
    .innerJoin(workflows, eq(workflows.id, workflowSessions.workflowId))
    .where(and(eq(workflowSessions.id, sessionId), eq(workflowSessions.userId, viewer.id)));
  if (!session) throw notFound('That workflow session');
  if (!session.contentItems.includes(contentId)) throw notFound('That step');
  const [[item], rules] = await Promise.all([
    db
      .select({
        id: content.id,
        title: content.title,
        description: content.description,
        body: content.body,
        generatedPsalm: content.generatedPsalm,
        audioUrl: content.audioUrl,
        isDailyPsalm: content.isDailyPsalm,
        contentType: content.contentType,
        language: content.language,
      })
      .from(content)
      .where(and(eq(content.id, contentId), visibilityFor(viewer))),
    rulesFor(db, viewer),
  ]);
  if (!item) throw notFound('That step');
  if (audioWithheld(rules, item)) throw premiumRequired();
  return { item, rules };
}

/** The stored narration of a version of an item's text, if one was made. */
async function storedNarration(db: Db, contentId: string, textHash: string) {
  const [row] = await db
    .select({ audioUrl: stepNarrations.audioUrl })
    .from(stepNarrations)
    .where(and(eq(stepNarrations.contentId, contentId), eq(stepNarrations.textHash, textHash)));
  return row?.audioUrl ?? null;
}

/**
 * Narrates and keeps a version of an item's text. Another instance storing the same version first
 * wins: its file is answered, and ours (made just now, used by nobody) is removed.
 */
async function makeNarration(
  deps: StepNarrationDeps,
  item: { id: string; language: Language },
  text: string,
  textHash: string,
) {
  const audio = await narrate(deps, text, defaultVoice, item.language);
  const [stored] = await deps.db
    .insert(stepNarrations)
    .values({ contentId: item.id, textHash, audioUrl: audio.url })
    .onConflictDoNothing()
    .returning({ audioUrl: stepNarrations.audioUrl });
  if (stored) return stored.audioUrl;
  await deps.media.remove(audio.url);
  const winner = await storedNarration(deps.db, item.id, textHash);
  if (!winner) throw notFound('That step');
  return winner;
}

/**
 * POST /api/workflow-sessions/{id}/steps/{contentId}/narration: the step's own audio, or its text
 * read aloud. Listeners asking for the same version at once on this instance share one voice call.
 */
export function createStepNarrator(deps: StepNarrationDeps) {
  const inFlight = new Map<string, Promise<string>>();
  return async (viewer: Viewer, sessionId: string, contentId: string): Promise<StepNarration> => {
    const { item, rules } = await stepOf(deps.db, viewer, sessionId, contentId);
    if (item.audioUrl) return { audioUrl: item.audioUrl };
    const text = narratedText(item);
    if (!text) throw appError('validation_failed', stepHasNoTextMessage);
    // Hearing a whole text is reading it: a free member's allowance counts it, as the item's own
    // narration does (decision 044); the step's preview in the session is not an open.
    await openItem(deps.db, viewer, rules, {
      key: `content:${item.id}`,
      type: contentTypeOf(item),
      hasAudio: true,
    });
    const textHash = textHashOf(text);
    const stored = await storedNarration(deps.db, item.id, textHash);
    if (stored) return { audioUrl: stored };
    const key = `${item.id}:${textHash}`;
    let running = inFlight.get(key);
    if (!running) {
      running = makeNarration(deps, item, text, textHash).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return { audioUrl: await running };
  };
}
