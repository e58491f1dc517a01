import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record has the shape of docs/decisions/TEMPLATE.md, and a record that amends or
// supersedes another is named in the other's Status line, so a reader who opens the older record
// learns that it no longer stands alone. The checks are functions, shown failing on small texts
// before they run over the real folder.
const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const sections = ['Context', 'Decision', 'Consequences', 'Tests'];
const statusWords = ['proposed', 'accepted', 'amended', 'superseded'];

interface StatusLinks {
  /** What this record says it amends or supersedes ("Supersedes or amends: 012, 031"). */
  amends: string[];
  /** What its Status line says amends it or supersedes it ("amended by 039", "superseded by 040"). */
  amendedBy: string[];
}

/** The Status paragraph: from the line that starts with "Status:" to the next blank line. */
function statusParagraph(text: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Status:'));
  if (start < 0 || start > 4) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** Parenthesised notes ("(the ambient bed)") say what changed; their numbers are not links. */
function withoutNotes(text: string): string {
  let previous;
  let current = text;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, '');
  } while (current !== previous);
  return current;
}

const numbers = (text: string) => text.match(/\b\d{3}\b/g) ?? [];

function statusLinks(text: string): StatusLinks {
  const status = withoutNotes(statusParagraph(text) ?? '');
  const amendedBy = [...status.matchAll(/\b(?:amended|superseded) by ([^.;]*)/gi)].flatMap(
    ([, list]) => numbers(list!),
  );
  const clause = /Supersedes or amends:([^.;]*)/.exec(status)?.[1] ?? '';
  const amends = /^\s*none\b/.test(clause) ? [] : numbers(clause);
  return { amends, amendedBy };
}

/** What is wrong with one record's shape; empty when nothing is. */
function shapeProblems(fileName: string, text: string): string[] {
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(fileName)?.[1];
  if (!number) return [`${fileName}: not named NNN-slug.md`];
  const problems: string[] = [];
  const lines = text.split('\n');
  if (!lines[0]?.startsWith(`# ${number} `)) problems.push(`does not start with "# ${number} "`);
  const status = statusParagraph(text);
  if (!status) {
    problems.push('has no Status line among its first lines');
  } else {
    const word = /^Status: ([a-z]+)/.exec(status)?.[1];
    if (!word || !statusWords.includes(word)) {
      problems.push(`Status starts with "${word ?? ''}", not one of ${statusWords.join(', ')}`);
    }
    if (!status.includes('Supersedes or amends:')) {
      problems.push('Status does not say what it supersedes or amends ("Supersedes or amends:")');
    }
  }
  const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  const first = headings.slice(0, sections.length);
  if (first.join('|') !== sections.join('|')) {
    problems.push(`its first sections are "${first.join(', ')}", not ${sections.join(', ')}`);
  }
  const beforeContext = text.slice(0, text.indexOf('\n## ')).split('\n\n').slice(1);
  if (beforeContext.length > 1 || (status && !beforeContext[0]?.startsWith('Status:'))) {
    problems.push('has text between its title and ## Context other than the Status line');
  }
  return problems.map((problem) => `${fileName}: ${problem}`);
}

/** Links named on one side only, and links to records that do not exist. */
function linkProblems(records: Map<string, StatusLinks>): string[] {
  const problems: string[] = [];
  for (const [number, { amends, amendedBy }] of records) {
    for (const older of amends) {
      if (!records.has(older)) problems.push(`${number} amends ${older}, which does not exist`);
      else if (!records.get(older)!.amendedBy.includes(number)) {
        problems.push(`${number} amends ${older}, but ${older}'s Status does not name ${number}`);
      }
    }
    for (const newer of amendedBy) {
      if (!records.has(newer))
        problems.push(`${number} is amended by ${newer}, which does not exist`);
      else if (!records.get(newer)!.amends.includes(number)) {
        problems.push(`${number} names ${newer} as amending it, but ${newer} does not say so`);
      }
    }
  }
  return problems;
}

const record = (number: string, status: string, body?: string) =>
  `# ${number} A title\n\n${status}\n\n` +
  (body ??
    '## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n\n## Tests\n\nThese.\n');

describe('the checks of a decision record', () => {
  it('pass a record of the template shape', () => {
    const text = record('007', 'Status: accepted. Supersedes or amends: none.');
    expect(shapeProblems('007-a-title.md', text)).toEqual([]);
  });

  it('refuse a record without a Status line, with paragraph labels, or misnumbered', () => {
    const labelled = '# 007 A title\n\nContext: why.\n\nDecision: what.\n\nConsequences: so.\n';
    expect(shapeProblems('007-a-title.md', labelled)).toEqual([
      '007-a-title.md: has no Status line among its first lines',
      '007-a-title.md: its first sections are "", not Context, Decision, Consequences, Tests',
      '007-a-title.md: has text between its title and ## Context other than the Status line',
    ]);
    const misnumbered = record('008', 'Status: accepted. Supersedes or amends: none.');
    expect(shapeProblems('007-a-title.md', misnumbered)).toEqual([
      '007-a-title.md: does not start with "# 007 "',
    ]);
  });

  it('refuse an unknown status, a missing clause, sections out of order or missing', () => {
    const unknown = record('007', 'Status: decided.');
    expect(shapeProblems('007-a-title.md', unknown)).toEqual([
      '007-a-title.md: Status starts with "decided", not one of proposed, accepted, amended, superseded',
      '007-a-title.md: Status does not say what it supersedes or amends ("Supersedes or amends:")',
    ]);
    const swapped = record(
      '007',
      'Status: accepted. Supersedes or amends: none.',
      '## Decision\n\nWhat.\n\n## Context\n\nWhy.\n\n## Consequences\n\nSo.\n',
    );
    expect(shapeProblems('007-a-title.md', swapped)).toEqual([
      '007-a-title.md: its first sections are "Decision, Context, Consequences", not Context, Decision, Consequences, Tests',
    ]);
    const preamble = record('007', 'Issue 3.\n\nStatus: accepted. Supersedes or amends: none.');
    expect(shapeProblems('007-a-title.md', preamble)).toEqual([
      '007-a-title.md: has text between its title and ## Context other than the Status line',
    ]);
  });

  it('read the links of a Status line, leaving out the numbers of its notes', () => {
    expect(
      statusLinks(
        record(
          '055',
          'Status: accepted; amended by 152 (bodies, decision 030) and 073 (narrations).\n' +
            'Supersedes or amends: none (extends 052).',
        ),
      ),
    ).toEqual({ amends: [], amendedBy: ['152', '073'] });
    expect(
      statusLinks(
        record('142', 'Status: superseded by 156. Supersedes or amends: amends 141 (waves), 103.'),
      ),
    ).toEqual({ amends: ['141', '103'], amendedBy: ['156'] });
  });

  it('refuse a link named on one side only, or to a record that does not exist', () => {
    const links = new Map<string, StatusLinks>([
      ['010', { amends: [], amendedBy: [] }],
      ['040', { amends: ['010'], amendedBy: [] }],
      ['041', { amends: [], amendedBy: ['042', '099'] }],
      ['042', { amends: [], amendedBy: [] }],
    ]);
    expect(linkProblems(links)).toEqual([
      "040 amends 010, but 010's Status does not name 040",
      '041 names 042 as amending it, but 042 does not say so',
      '041 is amended by 099, which does not exist',
    ]);
  });
});

describe('the decision records in docs/decisions', () => {
  const files = fs.readdirSync(folder).filter((name) => /^\d{3}-/.test(name));
  const texts = new Map(
    files.map((name) => [name, fs.readFileSync(path.join(folder, name), 'utf8')]),
  );

  it('have the template shape', () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...texts].flatMap(([name, text]) => shapeProblems(name, text))).toEqual([]);
  });

  it('name each other on both sides of an amendment or supersession', () => {
    const links = new Map([...texts].map(([name, text]) => [name.slice(0, 3), statusLinks(text)]));
    expect(linkProblems(links)).toEqual([]);
  });
});
