import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/migrate';

/** Bumped when the archive's layout changes; a reader refuses versions it does not know. */
export const archiveFormatVersion = 1;

/** What the archive holds, written last (its counts are of what was really written). */
export const manifestSchema = z.object({
  format: z.literal('psalmlight-backup'),
  version: z.number().int(),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The newest migration the database had (drizzle/meta/_journal.json's tag). */
  migration: z.string(),
  /** Rows per table of the public schema, in the order they were written (parents first). */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })).min(1) });

/** The newest migration of this code: what `openDatabase` brings every database to. */
export function latestMigrationTag(): string {
  const text = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text)).entries.at(-1)!.tag;
}

/** The archive's entry names. */
export const entryNames = {
  manifest: 'manifest.json',
  secrets: 'secrets.json',
  table: (name: string) => `tables/${name}.jsonl`,
  tablePattern: /^tables\/([a-z_][a-z0-9_]*)\.jsonl$/,
  mediaPrefix: 'media/',
};
