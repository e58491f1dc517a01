/**
 * English texts of the members' library (/library) and the content reader (/content/{id})
 * (docs/decisions/134). Only those two pages import this file, so its texts load with them.
 * Placeholders: {n}, {name}, {date}.
 */
export const libraryEn = {
  'library.heading': 'Library',
  'library.subtitle': 'Prayers, meditations and scripture studies to read and listen to.',

  // Filters
  'library.search.label': 'Search the library',
  'library.search.placeholder': 'Search by title...',
  'library.category.label': 'Category',
  'library.category.all': 'All',
  'library.difficulty.label': 'Difficulty',
  'library.difficulty.all': 'Any difficulty',
  'library.difficulty.beginner': 'Beginner',
  'library.difficulty.intermediate': 'Intermediate',
  'library.difficulty.advanced': 'Advanced',
  'library.duration.label': 'Length',
  'library.duration.all': 'Any length',
  'library.duration.short': 'Short (up to 5 min)',
  'library.duration.medium': 'Medium (6–15 min)',
  'library.duration.long': 'Long (over 15 min)',
  'library.filter.clear': 'Clear filters',

  // The list
  'library.list.label': 'Library content',
  'library.list.loading': 'Loading the library...',
  'library.list.loadFailed': 'The library could not be loaded.',
  'library.list.retry': 'Try again',
  'library.list.loadMore': 'Load more',
  'library.list.empty.title': 'Nothing here yet',
  'library.list.empty.description':
    'New prayers, meditations and studies appear here as soon as they are published.',
  'library.list.noMatches.title': 'No content matches',
  'library.list.noMatches.description': 'Try other words or fewer filters.',
  'library.item.minutes': '{n} min',
  'library.item.audio': 'Audio',
  'library.item.uncategorised': 'Uncategorised',

  // The reader
  'reader.back': 'Back to library',
  'reader.loading': 'Loading...',
  'reader.loadFailed': 'This content could not be loaded.',
  'reader.retry': 'Try again',
  'reader.notFound.title': 'Content not found',
  'reader.notFound.description':
    'It may have been removed, or it is not published yet. Browse the library for something else.',
  'reader.premium': 'This content is part of Premium.',
  'reader.psalmDate': 'Psalm for {date}',
  'reader.published': 'Published {date}',
  'reader.psalmHeading': 'The psalm',
  'reader.aboutHeading': 'About',
  'reader.listenHeading': 'Listen',
  'reader.readBy': 'Read by {name}',
  'reader.noText': 'This item has no text.',
  'reader.bodyHeading': 'Text',
  'reader.previewNote': 'This is the opening. Premium members read the whole text.',
  'reader.finish': 'Mark as finished',
  'reader.finished': 'Finished. Well done.',
  'reader.finishedToast': 'Marked as finished',
  'reader.finishFailed': 'Could not record that you finished',
} as const satisfies Record<string, string>;
