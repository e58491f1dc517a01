import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A commit's subject is read in one line of `git log --oneline`: at most 72 characters, the body
// for the rest. Commits before this rule are as they were written; history is never rewritten.
const root = path.resolve(import.meta.dirname, '../..');
const firstUnderTheRule = '46bef74';

describe('commit subjects', () => {
  it('are at most 72 characters since the rule was made', () => {
    const subjects = execFileSync('git', ['log', '--format=%s', `${firstUnderTheRule}..HEAD`], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((subject) => subject.length > 72)).toEqual([]);
  });
});
