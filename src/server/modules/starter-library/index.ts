// The starter library's public surface (decision 039): what a fresh installation starts with
// (decision 055) and its texts in a reader's language (decision 152). Content reads it, the seeder
// installs and narrates it; it lives apart from both so that neither imports the other back
// (decision 159).
export { sampleItems, starterLibrary, type StarterItem } from './library';
export {
  narrationText,
  starterBodyIn,
  starterNarrationIn,
  starterTitles,
  starterTitlesMatching,
} from './in-language';
