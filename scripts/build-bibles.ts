// Builds src/server/modules/bible/data/<code>.json.br, the whole Bibles the app ships (decision
// 078): every verse of the 66 books as a reader shows it, brotli-compressed JSON (BibleData of
// src/contracts/bible/translations.ts). The files are committed: neither CI nor an installation
// needs the sources. Licences and sources: docs/sources.md.
//
// Sources, and the exact versions the script insists on:
// - web: World English Bible, SWORD module engWEB2015eb 426.0 (Debian sword-text-web 426.0-1); its
//   Deuterocanon is left out.
// - kjv: King James Version (1769 text), SWORD module engKJV2006eb 14.3 (Debian sword-text-kjv
//   14.3-1).
// - rv1909: Reina-Valera 1909, SWORD module spaRV1909eb 2.60 (Debian sword-text-sparv 2.60-1).
// - alm1911: Almeida 1911, the GitHub repository damarals/biblias, data/canonical/ALM1911 at
//   commit 6a5a40f0418f20622f24134d83a8eb37572a2f0d (scripts/bibles/almeida.ts).
// Run (mod2imp is Debian's libsword-utils):
//   apt-get install -y libsword-utils
//   apt-get download sword-text-web sword-text-kjv sword-text-sparv
//   for deb in sword-text-*.deb; do dpkg -x "$deb" sword; done
//   git clone <damarals/biblias> biblias
//   npx tsx scripts/build-bibles.ts --sword sword/usr/share/sword --almeida biblias [--check]
// --check builds everything and compares it with the committed files (their JSON, not their
// compressed bytes, which a newer zlib may write differently) instead of writing them.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { books } from '@contracts/bible/books';
import {
  translationCodes,
  type BibleChapter,
  type BibleData,
  type TranslationCode,
} from '@contracts/bible/translations';
import { bibleFromAlmeida } from './bibles/almeida';
import { bibleFromSword } from './bibles/from-sword';
import { adaptRv1909 } from './bibles/rv1909';

const { values } = parseArgs({
  options: {
    sword: { type: 'string' },
    almeida: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
if (!values.sword || !values.almeida) {
  throw new Error(
    'usage: npx tsx scripts/build-bibles.ts --sword <SWORD folder> --almeida <biblias> [--check]',
  );
}
const swordPath = values.sword;
const dataDir = path.resolve(import.meta.dirname, '../src/server/modules/bible/data');

const swordModules: Record<string, { module: string; version: string }> = {
  web: { module: 'engWEB2015eb', version: '426.0' },
  kjv: { module: 'engKJV2006eb', version: '14.3' },
  rv1909: { module: 'spaRV1909eb', version: '2.60' },
};

function fromSword(code: string) {
  const { module, version } = swordModules[code]!;
  const conf = fs.readFileSync(path.join(swordPath, 'mods.d', `${module}.conf`), 'utf8');
  const found = /^Version=(.*)$/m.exec(conf)?.[1];
  if (found !== version) throw new Error(`${module} is version ${found}, not ${version}`);
  const built = bibleFromSword(swordPath, module);
  if (built.skipped.size > 0) {
    console.log(`${code}: left out ${[...built.skipped.keys()].join(', ')}`);
  }
  if (built.gaps.length > 0) console.log(`${code}: no text for ${built.gaps.join(', ')}`);
  return built.books;
}

const bibles: Record<TranslationCode, Record<string, BibleChapter[]>> = {
  web: fromSword('web'),
  kjv: fromSword('kjv'),
  rv1909: fromSword('rv1909'),
  alm1911: bibleFromAlmeida(values.almeida),
};
adaptRv1909(bibles.rv1909);

// Every translation has every book in its chapters; the verse counts that differ from the KJV's
// are printed (the tests hold the list: decision 078 says why each differs).
for (const [code, bible] of Object.entries(bibles)) {
  let verses = 0;
  for (const book of books) {
    const chapters = bible[book.id]!;
    if (chapters.length !== book.chapters) {
      throw new Error(`${code} ${book.id} has ${chapters.length} chapters, not ${book.chapters}`);
    }
    for (const [index, chapter] of chapters.entries()) {
      verses += chapter.verses.filter(Boolean).length;
      const kjv = bibles.kjv[book.id]![index]!.verses.length;
      if (chapter.verses.length !== kjv) {
        console.log(
          `${code} ${book.id} ${index + 1}: ${chapter.verses.length} verses (KJV ${kjv})`,
        );
      }
    }
  }
  console.log(`${code}: ${verses} verses`);
}

let stale = false;
for (const code of translationCodes) {
  const json = JSON.stringify({ code, books: bibles[code] } satisfies BibleData);
  const target = path.join(dataDir, `${code}.json.br`);
  if (values.check) {
    const committed = fs.existsSync(target) && zlib.brotliDecompressSync(fs.readFileSync(target));
    if (!committed || committed.toString('utf8') !== json) {
      console.error(`${target} differs from what this script builds: run it without --check`);
      stale = true;
    }
    continue;
  }
  const compressed = zlib.brotliCompressSync(json, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(target, compressed);
  console.log(`${target}: ${compressed.length} bytes (${json.length} uncompressed)`);
}
if (stale) process.exit(1);
if (values.check) console.log('The committed Bibles are up to date');
