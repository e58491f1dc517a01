import { and, eq } from 'drizzle-orm';
import type { ApproveDraftInput, AutomationDraft } from '@contracts/automation';
import { automationDrafts } from '@server/db/schema/automation';
import { content } from '@server/db/schema/content';
import { conflict } from '@server/http/app-error';
import { changedFields, recordAudit, type AuditActor } from '@server/modules/audit/service';
import { deleteContentWhere, reviseHeldContent, summaryOf } from '../content';
import { generatedDuration, narrate } from '../psalms';
import type { PsalmDeps } from '../psalms/service';
import { draftById, draftsMade, moveDraft, openDraftById } from './drafts';
import { generateContent } from './generator';
import { publishDraft } from './publish-drafts';
import { getSetting } from './settings';

// The staff's decisions on a held draft (decision 053), each audited: approve (with edits), reject,
// regenerate. Only drafts still open may be decided; whoever comes second gets a 409.

type Actor = NonNullable<AuditActor>;

const audit = (deps: PsalmDeps, actor: Actor, action: string, draft: AutomationDraft, extra = {}) =>
  recordAudit(deps.db, {
    actor,
    action,
    targetType: 'automation_draft',
    targetId: draft.id,
    targetLabel: draft.title,
    ...extra,
  });

/** Rewrites a draft's words; a narrated draft is narrated again so its audio says the new text. */
async function editDraft(deps: PsalmDeps, draft: AutomationDraft, edits: ApproveDraftInput) {
  const title = edits.title ?? draft.title;
  const text = edits.text ?? draft.text;
  if (title === draft.title && text === draft.text) return null;
  const setting = await getSetting(deps.db, draft.contentType);
  const audio =
    draft.audioUrl && text !== draft.text
      ? await narrate(deps, text, setting.voicePreference, draft.language)
      : null;
  const revised = await reviseHeldContent(deps, draft.contentId, {
    title,
    // Where the generator put the words (docs/decisions/054): a psalm's in generated_psalm, any
    // other item's in its body with a summary as the description.
    ...(draft.contentType === 'daily_psalm'
      ? { description: text, generatedPsalm: text, body: null }
      : { description: summaryOf(text), generatedPsalm: null, body: text }),
    durationMinutes: generatedDuration(text, audio),
    ...(audio ? { audioUrl: audio.url, audioGenerated: true } : {}),
  });
  if (!revised) throw conflict('This draft was already dealt with.');
  return changedFields({ title: draft.title, text: draft.text }, { title, text });
}

/**
 * Approves a draft, first applying the staff member's edits ("Edit then approve"). It publishes at
 * its publish time, or at once when that time has passed.
 */
export async function approveDraft(
  deps: PsalmDeps,
  id: string,
  edits: ApproveDraftInput,
  actor: Actor,
  now = new Date(),
) {
  const draft = await openDraftById(deps.db, id);
  if (Date.parse(draft.publishAt) <= now.getTime()) await mustBeFirstPsalmOfDay(deps, draft);
  const changes = await editDraft(deps, draft, edits);
  if (changes) await audit(deps, actor, 'automation_draft.edit', draft, changes);
  const approved = await moveDraft(deps.db, id, ['held', 'approved'], {
    status: 'approved',
    reviewedBy: actor.id,
    reviewedAt: now,
  });
  if (!approved) throw conflict('This draft was already dealt with.');
  await audit(deps, actor, 'automation_draft.approve', draft, {
    after: { publishAt: draft.publishAt, edited: changes !== null },
  });
  if (Date.parse(draft.publishAt) <= now.getTime())
    await publishDraft(deps, draft, 'approved', 'publish');
  return draftById(deps.db, id);
}

/**
 * A daily psalm approved to publish now when its day already has one published (a test run's, or
 * one staff wrote) is refused before anything is written: the refusal leaves the draft as it was,
 * for staff to reject or edit into another kind of item.
 */
async function mustBeFirstPsalmOfDay(deps: PsalmDeps, draft: AutomationDraft) {
  if (draft.contentType !== 'daily_psalm') return;
  const [published] = await deps.db
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.isDailyPsalm, true),
        eq(content.isPublished, true),
        eq(content.psalmDate, draft.forDate),
        eq(content.language, draft.language),
      ),
    )
    .limit(1);
  if (published) throw conflict('A daily psalm was already published for that day.');
}

/** Rejects a draft: nothing publishes for its day, and its content (and audio) is deleted. */
export async function rejectDraft(deps: PsalmDeps, id: string, actor: Actor, now = new Date()) {
  const draft = await openDraftById(deps.db, id);
  const rejected = await moveDraft(deps.db, id, ['held', 'approved'], {
    status: 'rejected',
    reviewedBy: actor.id,
    reviewedAt: now,
  });
  if (!rejected) throw conflict('This draft was already dealt with.');
  await audit(deps, actor, 'automation_draft.reject', draft, {
    before: { title: draft.title, forDate: draft.forDate },
  });
  await deleteContentWhere(deps, eq(content.id, draft.contentId));
  return { ...draft, status: 'rejected' as const };
}

/**
 * Writes the draft again (same type, day, language and publish time; a test run's stays one): the
 * new one is held for review, the old one is replaced and its content deleted. It is a retry
 * numbered by the drafts written for that day, so the writer chooses afresh and avoids the text it
 * replaces. When the generator fails the old draft stays as it was.
 */
export async function regenerateDraft(deps: PsalmDeps, id: string, actor: Actor, now = new Date()) {
  const draft = await openDraftById(deps.db, id);
  const replaced = await moveDraft(deps.db, id, [draft.status], {
    status: 'replaced',
    reviewedBy: actor.id,
    reviewedAt: now,
  });
  if (!replaced) throw conflict('This draft was already dealt with.');
  const attempt = await draftsMade(deps.db, draft);
  let result;
  try {
    result = await generateContent(deps, {
      contentType: draft.contentType,
      date: draft.forDate,
      language: draft.language,
      testRun: draft.testRun,
      userId: actor.id,
      hold: { publishAt: new Date(draft.publishAt), createdBy: actor.id },
      retry: { attempt, previous: { title: draft.title, text: draft.text } },
    });
  } catch (error) {
    await moveDraft(deps.db, id, ['replaced'], { status: draft.status });
    throw error;
  }
  await deleteContentWhere(deps, eq(content.id, draft.contentId));
  const [fresh] = await deps.db
    .select({ id: automationDrafts.id })
    .from(automationDrafts)
    .where(eq(automationDrafts.contentId, result.contentId));
  const next = await draftById(deps.db, fresh!.id);
  await audit(deps, actor, 'automation_draft.regenerate', draft, {
    before: { draftId: draft.id, title: draft.title },
    after: { draftId: next.id, title: next.title },
  });
  return next;
}
