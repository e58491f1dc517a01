// The journal's lengths, shared by its schemas (journal.ts) and the browser's pages. No zod here: the
// journal's list imports these and must not evaluate the schemas with the page.
export const journalTitleMax = 200;
export const journalContentMax = 20_000;
export const journalTagsMax = 20;
export const journalTagMax = 40;
export const journalPreviewLength = 150;
