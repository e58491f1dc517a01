import { importMaxBytes, type ImportRequest } from '@contracts/import';

export type ImportFormat = ImportRequest['format'];

/** What will be sent: the chosen file's text, or the text area's. */
export interface ImportSource {
  format: ImportFormat;
  text: string;
  /** The file's name when the text came from a file. */
  fileName: string | null;
}

export type FileCheck =
  { ok: true; format: ImportFormat } | { ok: false; reason: 'too-large' | 'wrong-type' };

/** "12.4 MB", "830 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Files over 10 MB are refused here, before they are read or sent; CSV or JSON by name or type. */
export function checkImportFile(file: { name: string; size: number; type: string }): FileCheck {
  if (file.size > importMaxBytes) return { ok: false, reason: 'too-large' };
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return { ok: true, format: 'csv' };
  if (name.endsWith('.json') || file.type === 'application/json')
    return { ok: true, format: 'json' };
  return { ok: false, reason: 'wrong-type' };
}

/** Pasted text is JSON when it starts like JSON; anything else is read as CSV with a header row. */
export function guessTextFormat(text: string): ImportFormat {
  const start = text.trimStart()[0];
  return start === '[' || start === '{' ? 'json' : 'csv';
}

/** The size of a text once encoded as UTF-8 (what the server counts). */
export function textBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
