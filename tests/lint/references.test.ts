import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs cite the specification as `001 §4` and the decision records as "decision 034"
// (docs/spec/README.md, docs/decisions/README.md); an issue number resolves nowhere in the
// repository. Each citation must lead somewhere.
const root = path.resolve(import.meta.dirname, '../..');
const scanned = ['src', 'tests', 'bench', 'scripts', 'docs', 'README.md'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (fs.statSync(full).isFile()) return /\.(ts|tsx|mjs|js|md)$/.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => files(path.join(entry, name)));
}

const sources = Object.fromEntries(
  scanned.flatMap(files).map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
);
const specs = fs.readdirSync(path.join(root, 'docs/spec')).filter((name) => /^\d{3}-/.test(name));
const decisions = new Set(
  fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .map((name) => /^(\d{3})-/.exec(name)?.[1])
    .filter(Boolean),
);

/** "000 §4" → whether docs/spec/000-….md has a section numbered 4. */
function specSectionExists(document: string, section: string) {
  const file = specs.find((name) => name.startsWith(`${document}-`));
  if (!file) return false;
  const text = fs.readFileSync(path.join(root, 'docs/spec', file), 'utf8');
  return new RegExp(`^#{2,3} ${section}\\.`, 'm').test(text);
}

describe('references in code and docs', () => {
  it('cite spec sections that exist under docs/spec', () => {
    const citations = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\b(00\d) §(\d+)/g)].map(([cited, document, section]) => ({
        file,
        cited,
        document: document!,
        section: section!,
      })),
    );
    expect(citations.length).toBeGreaterThan(200);
    const broken = citations.filter(
      ({ document, section }) => !specSectionExists(document, section),
    );
    expect(broken.map(({ file, cited }) => `${file}: ${cited}`)).toEqual([]);
  });

  it('cite decision records that exist', () => {
    const cited = /\b[Dd]ecisions? ((?:\d{3}(?:, | and |–|-)?)+)/g;
    const citations = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(cited)].flatMap(([, numbers]) =>
        (numbers!.match(/\d{3}/g) ?? []).map((number) => ({ file, number })),
      ),
    );
    expect(citations.length).toBeGreaterThan(200);
    const broken = citations.filter(({ number }) => !decisions.has(number));
    expect(broken.map(({ file, number }) => `${file}: decision ${number}`)).toEqual([]);
  });

  it('cite no issue numbers in the source', () => {
    const citing = Object.entries(sources)
      .filter(([file]) => file.startsWith('src/'))
      .flatMap(([file, text]) => (/\bissues? #?\d/i.test(text) ? [file] : []));
    expect(citing).toEqual([]);
  });
});
