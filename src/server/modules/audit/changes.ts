/**
 * The before and after of an edit, limited to the fields it really changed, so an audit row of an
 * edit says what changed and not the whole record twice. Values compare as JSON (dates, arrays).
 */
export function changedFields(
  before: Record<string, unknown>,
  update: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changes = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const old = before[key] ?? null;
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    changes.before[key] = old;
    changes.after[key] = value;
  }
  return changes;
}
