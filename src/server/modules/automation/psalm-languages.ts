import { and, eq } from 'drizzle-orm';
import { languages, type Language } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { profiles } from '@server/db/schema/profiles';

/**
 * The languages each day's psalm is written in (docs/decisions/031): English always, and every
 * other language at least one member has chosen on their profile; in the enum's order.
 */
export async function psalmLanguages(db: Db): Promise<Language[]> {
  const rows = await db.selectDistinct({ language: profiles.language }).from(profiles);
  const chosen = new Set<Language>(['en', ...rows.map((row) => row.language)]);
  return languages.filter((language) => chosen.has(language));
}

/**
 * Of those, the languages that still have no published daily psalm for `date`, whether or not
 * members may open it yet: a language whose psalm staff already published is covered.
 */
export async function psalmLanguagesDue(db: Db, date: string): Promise<Language[]> {
  const [wanted, published] = await Promise.all([
    psalmLanguages(db),
    db
      .select({ language: content.language })
      .from(content)
      .where(
        and(
          eq(content.isDailyPsalm, true),
          eq(content.isPublished, true),
          eq(content.psalmDate, date),
        ),
      ),
  ]);
  const done = new Set(published.map((row) => row.language));
  return wanted.filter((language) => !done.has(language));
}
