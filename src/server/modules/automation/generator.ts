import { psalmThemes, type AutomationContentType } from '../../../contracts/enums';
import { content } from '../../db/schema/content';
import { AppError } from '../../http/app-error';
import { ProviderError } from '../../providers/provider-error';
import { holdCategoryNamed } from '../categories/hold';
import { isVisibleNow } from '../content/visibility';
import { generationError } from '../psalms/errors';
import { narrate, savePsalm, type PsalmDeps } from '../psalms/service';
import { getSetting } from './settings';
import { withRunLog } from './run-log';

// Where each generated type lands in the library (created when missing).
const categoryFor: Record<Exclude<AutomationContentType, 'daily_psalm'>, string> = {
  daily_prayer: 'Prayer',
  daily_meditation: 'Meditation',
  scripture_reflection: 'Scripture Study',
  journal_prompt: 'Journal Prompts',
  weekly_workflow: 'Weekly Practice',
};

const defaultPrompt = 'Write for believers beginning their day with God.';

/** The theme of a date: the ten themes in turn, one a day. */
export function themeOf(date: string) {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return psalmThemes[day % psalmThemes.length]!;
}

/**
 * Generates one item of a content type for a date, with audio when the type's settings ask for it,
 * and saves it whole or not at all. A scheduled run publishes; a test run saves a draft for review.
 */
export async function generateContent(
  deps: PsalmDeps,
  request: {
    contentType: AutomationContentType;
    date: string;
    testRun: boolean;
    userId?: string | null;
  },
) {
  const { db } = deps;
  return withRunLog(
    db,
    { contentType: request.contentType, action: 'generate', testRun: request.testRun },
    async () => {
      const setting = await getSetting(db, request.contentType);
      const theme = themeOf(request.date);
      const prompt = setting.aiPromptTemplate || defaultPrompt;
      let writing;
      try {
        writing = await deps.text.write({
          contentType: request.contentType,
          prompt,
          theme,
          date: request.date,
        });
      } catch (error) {
        // A provider's own words help staff (timeout, quota…); anything else stays on the server.
        const reason = error instanceof ProviderError ? `: ${error.message}` : '';
        throw generationError(error, `Text generation failed${reason}`);
      }
      if (!writing.text.trim())
        throw new AppError(422, 'no_psalm_generated', 'No psalm was generated');

      if (request.contentType === 'daily_psalm' && !request.testRun) {
        const row = await savePsalm(deps, request.userId ?? null, {
          title: writing.title,
          generatedPsalm: writing.text,
          prompt,
          theme,
          date: request.date,
          narrate: setting.isAudioEnabled,
          voice: setting.voicePreference,
        });
        return { contentId: row.id };
      }

      const audio = setting.isAudioEnabled
        ? await narrate(deps, writing.text, setting.voicePreference)
        : null;
      const name =
        request.contentType === 'daily_psalm' ? 'Daily Psalms' : categoryFor[request.contentType];
      let row;
      try {
        row = await db.transaction(async (tx) => {
          // Held until the item is in: a delete of the category meanwhile waits, then sees it.
          const categoryId = await holdCategoryNamed(tx, name);
          const [saved] = await tx
            .insert(content)
            .values({
              title: request.testRun ? `${writing.title} (test run)` : writing.title,
              description: writing.text,
              generatedPsalm: request.contentType === 'daily_psalm' ? writing.text : null,
              isDailyPsalm: request.contentType === 'daily_psalm',
              psalmDate: request.contentType === 'daily_psalm' ? request.date : null,
              psalmTheme: request.contentType === 'daily_psalm' ? theme : null,
              psalmPrompt: request.contentType === 'daily_psalm' ? prompt : null,
              categoryId,
              // Test runs are drafts for staff to review; scheduled runs go out.
              isPublished: !request.testRun,
              audioUrl: audio?.url ?? null,
              audioGenerated: audio !== null,
              createdBy: request.userId ?? null,
            })
            .returning();
          return saved!;
        });
      } catch (error) {
        if (audio) await deps.media.remove(audio.url);
        throw error;
      }
      await deps.bus.publish({
        type: 'content.changed',
        data: { id: row.id, op: 'insert', title: row.title, is_published: isVisibleNow(row) },
      });
      return { contentId: row.id };
    },
  );
}
