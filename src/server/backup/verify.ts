import { readAll, readArchive } from './archive';
import { BackupError } from './backup-error';
import { archiveFormatVersion, entryNames, manifestSchema, type Manifest } from './manifest';
import { mediaUrlOf } from './media-copy';
import { secretsSchema, type BackupSecrets } from './secrets';
import type { OpenedArchive } from './sealed-file';

/**
 * The first, read-only pass of a restore: decrypts the whole archive (age checks every chunk and
 * the end), checks its layout, parses every row and counts rows and media bytes against the
 * manifest. Only an archive that passes is applied.
 */
export async function verifyArchive(
  archive: OpenedArchive,
  file: string,
): Promise<{ manifest: Manifest; secrets: BackupSecrets }> {
  const damaged = (why: string) =>
    new BackupError(`${file} is damaged or not a Psalmlight backup (${why}); nothing was changed.`);
  let manifest: Manifest | undefined;
  let secrets: BackupSecrets | undefined;
  const tables: Manifest['tables'] = [];
  const media = { files: 0, bytes: 0 };
  try {
    for await (const entry of readArchive(await archive.read())) {
      if (manifest) throw damaged(`${entry.name} after the manifest`);
      const table = entryNames.tablePattern.exec(entry.name)?.[1];
      if (entry.name === entryNames.secrets) {
        secrets = secretsSchema.parse(JSON.parse((await readAll(entry.body)).toString('utf8')));
      } else if (entry.name === entryNames.manifest) {
        manifest = manifestSchema.parse(JSON.parse((await readAll(entry.body)).toString('utf8')));
      } else if (table) {
        const lines = (await readAll(entry.body)).toString('utf8').split('\n');
        if (lines.pop() !== '') throw damaged(`${entry.name} does not end with a line end`);
        for (const line of lines)
          if (typeof JSON.parse(line) !== 'object') throw damaged(`${entry.name} holds a non-row`);
        tables.push({ name: table, rows: lines.length });
      } else if (mediaUrlOf(entry.name)) {
        for await (const chunk of entry.body) media.bytes += (chunk as Buffer).length;
        media.files += 1;
      } else {
        throw damaged(`unknown entry ${entry.name}`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw damaged((error as Error).message);
  }
  if (!manifest || !secrets) throw damaged('no manifest or secrets');
  if (manifest.version !== archiveFormatVersion)
    throw new BackupError(
      `${file} was made in backup format ${manifest.version}, which this version cannot read ` +
        `(it reads format ${archiveFormatVersion}); nothing was changed.`,
    );
  if (JSON.stringify(manifest.tables) !== JSON.stringify(tables))
    throw damaged('its tables differ from its manifest');
  if (manifest.media.files !== media.files || manifest.media.bytes !== media.bytes)
    throw damaged('its media differ from its manifest');
  return { manifest, secrets };
}
