import { eq, sql } from 'drizzle-orm';
import type { JournalCategory, Language, PsalmTheme } from '@contracts/enums';
import { userSubscriptions } from '@server/db/schema/billing';
import { categories, content } from '@server/db/schema/content';
import { randomUUID } from 'node:crypto';
import { journalEntries } from '@server/db/schema/journal';
import { sealWords } from '@server/modules/journal/sealing';
import { announce, announced } from '@server/modules/content/announce';
import type { TestContext, TestUser } from './harness';

// Test data written straight into the tables, for states the API would not let a test reach quickly
// (a psalm of 45 days ago, an entry written last March, a lapsed subscription). Each says what it
// makes in the test's own words; the API is still what every test then reads and changes.

const categoryId = async (t: TestContext, name: string) => {
  const [row] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  return row!.id;
};
const dailyPsalmsId = (t: TestContext) => categoryId(t, 'Daily Psalms');

/**
 * An item saved through the content form by `staff` (in the Prayer category unless the body names
 * another), as the API answers it with 201; returns its id.
 */
export async function staffContent(
  t: TestContext,
  staff: TestUser,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await t.request('/api/admin/content', {
    cookie: staff.cookie,
    json: { categoryId: await categoryId(t, 'Prayer'), ...body },
  });
  if (response.status !== 201)
    throw new Error(`content form: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A daily psalm for `date`, published unless told otherwise, announced as every content write is
 * (what is kept of a day's psalms is let go); returns its id.
 */
export async function dailyPsalm(
  t: TestContext,
  date: string,
  options: {
    title?: string;
    text?: string;
    published?: boolean;
    theme?: PsalmTheme;
    audioUrl?: string | null;
    /** When it was written, e.g. `now() - 3 days` as an ISO instant. */
    createdAt?: Date;
    /** The language it is written in (English unless told). */
    language?: Language;
  } = {},
): Promise<string> {
  const title = options.title ?? `Psalm for ${date}`;
  const [row] = await t.db
    .insert(content)
    .values({
      title,
      generatedPsalm: options.text ?? `${title}: ${'Be still and know. '.repeat(12)}`,
      isDailyPsalm: true,
      psalmDate: date,
      isPublished: options.published ?? true,
      categoryId: await dailyPsalmsId(t),
      psalmTheme: options.theme ?? 'peace',
      audioUrl: options.audioUrl ?? null,
      language: options.language ?? 'en',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning(announced);
  await announce(t.bus, 'insert', row!);
  return row!.id;
}

/** A journal entry a person wrote on a local date (at noon UTC of that date), sealed as stored. */
export async function journalEntry(
  t: TestContext,
  user: TestUser,
  localDate: string,
  options: { title?: string; content?: string; category?: JournalCategory } = {},
): Promise<string> {
  const id = randomUUID();
  const words = { title: options.title ?? 'Entry', content: options.content ?? 'text' };
  await t.db.insert(journalEntries).values({
    id,
    userId: user.id,
    ...sealWords(t.journal.keys, { id, userId: user.id }, words),
    category: options.category ?? 'reflection',
    localDate,
    createdAt: new Date(`${localDate}T12:00:00Z`),
  });
  return id;
}

/** A premium subscription that ended yesterday. */
export async function lapsedSubscription(t: TestContext, user: TestUser) {
  await t.db.insert(userSubscriptions).values({
    userId: user.id,
    status: 'active',
    currentPeriodEnd: sql`now() - interval '1 day'`,
  });
}
