/**
 * English texts of the prayer journal (001 §2 Journal screen, §5, §8). Only the journal page imports
 * this file, so its texts load with that page. Quoted texts of the spec are kept word for word.
 * Placeholders: {name}.
 */
export const journalEn = {
  'journal.heading': 'Prayer Journal',
  'journal.subtitle': 'A private place for your prayers, reflections and gratitude.',
  'journal.pleaseLogIn': 'Please log in.',
  'journal.pleaseLogInDescription': 'Your journal is private: sign in to read and write entries.',
  'journal.signIn': 'Sign In',
  'journal.newEntry': 'New Entry',

  // Stat cards
  'journal.stats.heading': 'Your journal at a glance',
  'journal.stats.totalEntries': 'Total Entries',
  'journal.stats.thisWeek': 'This Week',
  'journal.stats.answeredPrayers': 'Answered Prayers',
  'journal.stats.streak': 'Days Streak',
  'journal.stats.loading': 'Loading',
  'journal.stats.loadFailed': 'Your journal figures could not be loaded.',
  'journal.stats.unavailable': 'Not available',

  // Search and filters
  'journal.search.label': 'Search entries',
  'journal.search.placeholder': 'Search your entries...',
  'journal.filter.button': 'Filter by Category',
  'journal.filter.activeCount': '{count} active',
  'journal.filter.category': 'Category',
  'journal.filter.mood': 'Mood',
  'journal.filter.allCategories': 'All categories',
  'journal.filter.allMoods': 'All moods',
  'journal.filter.clear': 'Clear filters',

  // Entry list
  'journal.list.heading': 'Your entries',
  'journal.list.loading': 'Loading your entries...',
  'journal.list.loadFailed': 'Your entries could not be loaded.',
  'journal.list.retry': 'Try again',
  'journal.list.loadMore': 'Load More',
  'journal.empty.title': 'No journal entries yet',
  'journal.empty.description':
    'Begin your journey of faith on paper: a prayer, a reflection or a word of thanks.',
  'journal.empty.createFirst': 'Create First Entry',
  'journal.noMatches.title': 'No entries match your search',
  'journal.noMatches.description': 'Try other words, or clear the filters to see every entry.',

  // One entry
  'journal.entry.today': 'Today',
  'journal.entry.yesterday': 'Yesterday',
  'journal.entry.mood': 'Mood: {mood}',
  'journal.entry.scripture': 'Scripture:',
  'journal.entry.private': 'Private',
  'journal.entry.answered': 'Answered',
  'journal.entry.readFull': 'Read full entry',
  'journal.entry.edit': 'Edit',
  'journal.entry.editLabel': 'Edit “{title}”',
  'journal.entry.deleteLabel': 'Delete “{title}”',

  // Delete confirmation (001 §2)
  'journal.delete.title': 'Delete Journal Entry',
  'journal.delete.description':
    'Are you sure you want to delete “{title}”? This action cannot be undone.',
  'journal.delete.cancel': 'Cancel',
  'journal.delete.confirm': 'Delete',
  'journal.delete.deleting': 'Deleting...',

  // New entry and edit dialog (001 §2, §5)
  'journal.dialog.createTitle': 'New Journal Entry',
  'journal.dialog.createDescription': 'Write a prayer, a reflection or a word of thanks.',
  'journal.dialog.editTitle': 'Edit Journal Entry',
  'journal.dialog.editDescription': 'Change what you wrote, then save.',
  'journal.form.title': 'Title',
  'journal.form.titlePlaceholder': 'Give your entry a title',
  'journal.form.content': 'Content',
  'journal.form.contentPlaceholder': 'Write your prayer, reflection or thanks...',
  'journal.form.category': 'Category',
  'journal.form.mood': 'Mood',
  'journal.form.moodPlaceholder': 'How is your spirit today?',
  'journal.form.noMood': 'No mood',
  'journal.form.scripture': 'Scripture Reference',
  'journal.form.scripturePlaceholder': 'e.g., Psalm 23:1',
  'journal.form.tags': 'Tags',
  'journal.form.tagsPlaceholder': 'e.g., hope',
  'journal.form.tagsHint': 'Press Enter or Add to add a tag.',
  'journal.form.addTag': 'Add',
  'journal.form.removeTag': 'Remove tag {tag}',
  'journal.form.tagsFull': 'You can add up to {max} tags.',
  'journal.form.private': 'Keep this entry private',
  'journal.form.privateHint': 'Nobody but you can ever read your journal.',
  'journal.form.cancel': 'Cancel',
  'journal.form.create': 'Create Entry',
  'journal.form.creating': 'Creating...',
  'journal.form.save': 'Save Changes',
  'journal.form.saving': 'Saving...',
  'journal.form.fillTitleAndContent': 'Please fill in the title and content',

  // Full entry and answered prayers
  'journal.view.written': 'Written {date} at {time}',
  'journal.view.close': 'Close',
  'journal.answer.heading': 'Answered prayer',
  'journal.answer.prompt':
    'Has this prayer been answered? Mark it, and if you like, note how it was answered.',
  'journal.answer.note': 'How was it answered? (optional)',
  'journal.answer.notePlaceholder': 'What happened, and how you saw God at work...',
  'journal.answer.mark': 'Mark as answered',
  'journal.answer.answeredOn': 'Answered on {date}',
  'journal.answer.unmark': 'Unmark as answered',

  // Sidebar (001 §2)
  'journal.sidebar.label': 'Journal sidebar',
  'journal.sidebar.quickEntry': 'Quick Entry',
  'journal.sidebar.quickEntryHint': 'Start a new entry in one of these categories.',
  'journal.sidebar.quickEntryUpsell':
    'Journal entries are part of Premium: write prayers, reflections and gratitude without limits.',
  'journal.sidebar.moods': 'Spiritual Mood',
  'journal.sidebar.moodsHint': 'Show the entries you wrote in a mood.',
  'journal.sidebar.prompts': 'Prayer Prompts',
  'journal.sidebar.prompt1': 'What are you most grateful for today?',
  'journal.sidebar.prompt2': 'Where have you seen God at work in your life this week?',
  'journal.sidebar.prompt3': 'What burden would you like to lay before God today?',
  'journal.sidebar.verseHeading': 'Scripture',
  'journal.sidebar.verse': 'Casting all your worries on him, because he cares for you.',
  'journal.sidebar.verseReference': '1 Peter 5:7',

  // Toasts (001 §5, §8)
  'journal.toast.created': 'Journal entry created successfully!',
  'journal.toast.updated': 'Journal entry updated successfully',
  'journal.toast.deleted': 'Journal entry deleted successfully',
  'journal.toast.markedAnswered': 'Prayer marked as answered',
  'journal.toast.unmarkedAnswered': 'Prayer no longer marked as answered',
  'journal.toast.loadFailed': 'Failed to load journal entry',
  'journal.toast.createFailed': 'Failed to create journal entry',
  'journal.toast.updateFailed': 'Failed to update journal entry',
  'journal.toast.deleteFailed': 'Failed to delete journal entry',
  'journal.toast.tryAgain': 'Please try again.',
  'journal.toast.mustLogInCreate': 'You must be logged in to create entries',
  'journal.toast.mustLogInUpdate': 'You must be logged in to update entries',
  'journal.toast.mustLogInDelete': 'You must be logged in to delete entries',

  // Categories and moods (src/contracts/enums.ts)
  'journal.category.reflection': 'Reflection',
  'journal.category.prayer': 'Prayer',
  'journal.category.gratitude': 'Gratitude',
  'journal.category.worship': 'Worship',
  'journal.category.study': 'Study',
  'journal.category.meditation': 'Meditation',
  'journal.category.testimony': 'Testimony',
  'journal.category.other': 'Other',
  'journal.mood.peaceful': 'Peaceful',
  'journal.mood.joyful': 'Joyful',
  'journal.mood.grateful': 'Grateful',
  'journal.mood.hopeful': 'Hopeful',
  'journal.mood.contemplative': 'Contemplative',
  'journal.mood.struggling': 'Struggling',
  'journal.mood.blessed': 'Blessed',
  'journal.mood.seeking': 'Seeking',
} as const satisfies Record<string, string>;

export type JournalMessageKey = keyof typeof journalEn;
