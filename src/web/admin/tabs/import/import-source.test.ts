import { describe, expect, test } from 'vitest';
import { checkImportFile, formatBytes, guessTextFormat } from './import-source';

describe('choosing what to import', () => {
  test('a file over 10 MB is refused before it is read', () => {
    const size = 10 * 1024 * 1024 + 1;
    expect(checkImportFile({ name: 'big.csv', size, type: 'text/csv' })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB');
  });

  test('CSV and JSON are told apart by name or type; other files are refused', () => {
    expect(checkImportFile({ name: 'Prayers.CSV', size: 10, type: '' })).toEqual({
      ok: true,
      format: 'csv',
    });
    expect(checkImportFile({ name: 'items', size: 10, type: 'application/json' })).toEqual({
      ok: true,
      format: 'json',
    });
    expect(checkImportFile({ name: 'notes.txt', size: 10, type: 'text/plain' })).toEqual({
      ok: false,
      reason: 'wrong-type',
    });
  });

  test('pasted text is JSON when it starts like JSON, CSV otherwise', () => {
    expect(guessTextFormat('  [{"title":"x"}]')).toBe('json');
    expect(guessTextFormat('title,description\nx,y')).toBe('csv');
  });
});
