// The categories module's public surface beyond service.ts: holding a category while content is
// filed under it (decision 039).
export {
  holdCategory,
  holdCategoryNamed,
  isMissingCategoryViolation,
  missingCategory,
} from './hold';
