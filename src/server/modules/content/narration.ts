import { eq } from 'drizzle-orm';
import { contentHasNoBody, type NarrateContentInput } from '@contracts/content';
import type { VoicePreset } from '@contracts/enum-values';
import type { Language } from '@contracts/languages';
import { content } from '@server/db/schema/content';
import { notFound, validationFailed } from '@server/http/app-error';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import { replaceAudio, type ContentWriteDeps } from './writes';

// Staff narrate any item's body (docs/decisions/054) with the same voice call, media folder and
// failure messages as a daily psalm's narration (modules/psalms/narration.ts). The psalms module
// builds on content's writes, so content does not import it: the composition root hands the
// narration over (api-routes.ts, decision 159).

/**
 * Reads `text` aloud to an MP3 in media storage: its URL, and how long the item lasts with it
 * (the narration's length, silences included, or the reading time when the voice gives none).
 */
export type NarrateText = (
  text: string,
  voice: VoicePreset,
  language: Language,
) => Promise<{ url: string; durationMinutes: number }>;

export type ContentNarrationDeps = ContentWriteDeps & { narrate: NarrateText };

/**
 * One narration per item at a time on this instance: staff pressing Generate narration twice, or
 * two of them at once, share one paid voice call and its answer.
 */
export function createContentNarrator(deps: ContentNarrationDeps) {
  const inFlight = new Map<string, Promise<void>>();
  return (id: string, input: Required<NarrateContentInput>, actor: NonNullable<AuditActor>) => {
    const running = inFlight.get(id);
    if (running) return running;
    const narration = narrateBody(deps, id, input.voice, actor).finally(() => inFlight.delete(id));
    inFlight.set(id, narration);
    return narration;
  };
}

/**
 * Reads the item's body aloud and gives the item that audio in place of any it had, audited as
 * content.narrate. 404 when the item is gone; 400 on body when it has none.
 */
async function narrateBody(
  deps: ContentNarrationDeps,
  id: string,
  voice: VoicePreset,
  actor: NonNullable<AuditActor>,
) {
  const [item] = await deps.db
    .select({ title: content.title, body: content.body, language: content.language })
    .from(content)
    .where(eq(content.id, id));
  if (!item) throw notFound('That content');
  const text = item.body?.trim();
  if (!text) throw validationFailed({ body: contentHasNoBody }, contentHasNoBody);
  const audio = await deps.narrate(text, voice, item.language);
  // The item lasts as long as its narration, silences included: the length shown is the one heard.
  const row = await replaceAudio(
    deps,
    id,
    audio.url,
    (tx, saved) =>
      recordAudit(tx, {
        actor,
        action: 'content.narrate',
        targetType: 'content',
        targetId: id,
        targetLabel: saved.title,
        after: { audioUrl: audio.url, voice, characters: text.length },
      }),
    audio.durationMinutes,
  );
  if (!row) throw notFound('That content');
}
