/**
 * English texts of the unsaved-changes guard (ui/unsaved-changes.tsx). Only the pages with forms
 * import it, so these texts stay out of the first screen's bundle.
 */
export const unsavedEn = {
  'unsaved.title': 'Discard unsaved changes?',
  'unsaved.description': 'What you typed has not been saved and will be lost.',
  'unsaved.keep': 'Keep editing',
  'unsaved.discard': 'Discard',
} as const;
