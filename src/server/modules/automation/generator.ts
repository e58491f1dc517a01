import {
  psalmThemes,
  userContentTypes,
  type AutomationContentType,
  type Language,
  type UserContentType,
} from '@contracts/enums';
import { appError } from '@server/http/app-error';
import { noPsalmGenerated } from '@contracts/psalms';
import { ProviderError } from '@server/providers/provider-error';
import { recordAudit } from '@server/modules/audit/service';
import { insertContent, summaryOf, utcDate, type CategoryRef } from '../content';
import { generatedDuration, generationError, narrate } from '../psalms';
import { dailyPsalmsCategory, savePsalm, type PsalmDeps } from '../psalms/service';
import type { TestRunInput } from '@contracts/automation';
import { automationDrafts } from '@server/db/schema/automation';
import type { WritingRequest } from '@server/providers/text';
import { draftsMade } from './drafts';
import { getSetting } from './settings';
import { withRunLog } from './run-log';

/**
 * A run held for review: when it publishes, and who asked for it (null: the schedule; a test run's
 * or a regeneration's staff member).
 */
export type Hold = { publishAt: Date; createdBy: string | null };

// Where each generated type lands in the library (created when missing).
const categoryFor: Record<AutomationContentType, CategoryRef> = {
  daily_psalm: dailyPsalmsCategory,
  daily_prayer: { name: 'Prayer' },
  daily_meditation: { name: 'Meditation' },
  scripture_reflection: { name: 'Scripture Study' },
  journal_prompt: { name: 'Journal Prompts' },
  weekly_workflow: { name: 'Weekly Practice' },
};

/**
 * The type an item written for `contentType` carries (content.content_type), which the Access tab's
 * premium_content_types bind (docs/decisions/067); null for a weekly workflow's, not a member type.
 */
const itemTypeOf = (contentType: AutomationContentType): UserContentType | null =>
  userContentTypes.find((type) => type === contentType) ?? null;

const defaultPrompt = 'Write for believers beginning their day with God.';

/** The theme of a date: the ten themes in turn, one a day. */
export function themeOf(date: string) {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return psalmThemes[day % psalmThemes.length]!;
}

/**
 * Generates one item of a content type for a date, in a language (English when not said), with
 * audio when the type's settings ask for it, and saves it whole or not at all. A scheduled run
 * publishes, unless it is held for review (`hold`: an unpublished item and its draft row, written
 * together, decision 053); a test run is held too, as a draft marked as a test run's.
 * The type's prompt template is what the writer is asked for, unless a test run tries another
 * (`promptTemplate`); `retry` asks for a writing other than the one it replaces.
 */
export async function generateContent(
  deps: PsalmDeps,
  request: {
    contentType: AutomationContentType;
    date: string;
    testRun: boolean;
    userId?: string | null;
    language?: Language;
    hold?: Hold;
    promptTemplate?: string;
    retry?: WritingRequest['retry'];
  },
) {
  const language = request.language ?? 'en';
  const { db } = deps;
  return withRunLog(
    db,
    { contentType: request.contentType, action: 'generate', testRun: request.testRun },
    async () => {
      const setting = await getSetting(db, request.contentType);
      const theme = themeOf(request.date);
      const prompt = (request.promptTemplate ?? setting.aiPromptTemplate) || defaultPrompt;
      let writing;
      try {
        writing = await deps.text.write({
          contentType: request.contentType,
          prompt,
          theme,
          date: request.date,
          language,
          retry: request.retry,
        });
      } catch (error) {
        // A provider's own words help staff (timeout, quota…); anything else stays on the server.
        const reason = error instanceof ProviderError ? `: ${error.message}` : '';
        throw generationError(error, `Text generation failed${reason}`);
      }
      if (!writing.text.trim()) throw appError('no_psalm_generated', noPsalmGenerated);

      const { hold } = request;
      if (request.contentType === 'daily_psalm' && !request.testRun && !hold) {
        const row = await savePsalm(deps, request.userId ?? null, {
          title: writing.title,
          generatedPsalm: writing.text,
          prompt,
          theme,
          date: request.date,
          language,
          narrate: setting.isAudioEnabled,
          voice: setting.voicePreference,
        });
        return { contentId: row.id };
      }

      const audio = setting.isAudioEnabled
        ? await narrate(deps, writing.text, setting.voicePreference, language)
        : null;
      const isPsalm = request.contentType === 'daily_psalm';
      const row = await insertContent(
        deps,
        {
          title: writing.title,
          // A psalm's words stay in generated_psalm; any other item's are its body, with the
          // first sentence as the card's summary (docs/decisions/054).
          description: isPsalm ? writing.text : summaryOf(writing.text),
          body: isPsalm ? null : writing.text,
          generatedPsalm: isPsalm ? writing.text : null,
          isDailyPsalm: isPsalm,
          psalmDate: isPsalm ? request.date : null,
          psalmTheme: isPsalm ? theme : null,
          psalmPrompt: isPsalm ? prompt : null,
          language,
          contentType: itemTypeOf(request.contentType),
          // Test runs and held runs are drafts for staff to review; other scheduled runs go out.
          isPublished: !request.testRun && !hold,
          audioUrl: audio?.url ?? null,
          audioGenerated: audio !== null,
          // Listening time with audio, reading time without: never "0 min"
          // (generated-duration.test.ts).
          durationMinutes: generatedDuration(writing.text, audio),
          createdBy: request.userId ?? null,
        },
        {
          category: categoryFor[request.contentType],
          freshAudio: true,
          onWritten: hold
            ? (tx, saved) =>
                tx.insert(automationDrafts).values({
                  contentType: request.contentType,
                  contentId: saved.id,
                  forDate: request.date,
                  language,
                  publishAt: hold.publishAt,
                  createdBy: hold.createdBy,
                  writtenBy: deps.text.label,
                  testRun: request.testRun,
                })
            : undefined,
        },
      );
      return { contentId: row.id };
    },
  );
}

/**
 * The Automation tab's test run: the type's item for today (UTC), in the review queue as a test
 * run's draft that publishes as soon as staff approve it (decision 053's amendment). A second test
 * run of the day writes afresh. Audited whether it succeeds or fails: a run spends the providers'
 * quota either way.
 */
export async function testRun(
  deps: PsalmDeps,
  { contentType, aiPromptTemplate }: TestRunInput,
  actor: { id: string; email: string },
  now = new Date(),
) {
  const record = (after: Record<string, unknown>) =>
    recordAudit(deps.db, {
      actor,
      action: 'automation.test_run',
      targetType: 'automation_setting',
      targetId: contentType,
      targetLabel: contentType,
      after,
    });
  try {
    const date = utcDate(now);
    const attempt = await draftsMade(deps.db, { contentType, forDate: date, testRun: true });
    const result = await generateContent(deps, {
      contentType,
      date,
      testRun: true,
      userId: actor.id,
      hold: { publishAt: now, createdBy: actor.id },
      promptTemplate: aiPromptTemplate,
      retry: attempt > 0 ? { attempt } : undefined,
    });
    await record({ status: 'completed', contentId: result.contentId });
    return result;
  } catch (error) {
    await record({ status: 'failed' });
    throw error;
  }
}
