// The content module's public surface beyond service.ts (decision 039): the visibility rule other
// modules' queries carry, the writes through which they add or remove content (decision 010), the
// previews limited viewers get, and the release job.
export { contentAudioFolder } from './audio';
export type { CategoryRef } from './in-category';
export { contentReleaseJob } from './jobs';
export {
  keepLanguageNarration,
  narratedVersions,
  narrationVersion,
  type LanguageNarration,
} from './language-narration-store';
export type { NarrateText } from './narration';
export { openingOf, previewOf, summaryOf } from './preview';
export { seededTextsLanguage } from './seeded-texts';
export { createSharedAnswers } from './shared-answers';
export {
  inReadersLanguage,
  isVisibleOn,
  releasedThrough,
  utcDate,
  viewerDay,
  visibilityFor,
  visibleOn,
} from './visibility';
export {
  attachAudio,
  deleteContentWhere,
  insertContent,
  insertMany,
  publishHeldContent,
  reviseHeldContent,
  type ContentWriteDeps,
} from './writes';
