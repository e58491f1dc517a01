/**
 * English texts of the member's workflows page and session view (001 §2 Workflows page, §4, §6;
 * 000 §8 Workflows toasts). Only the workflows pages import this file. Quoted texts of the spec are
 * kept word for word. Placeholders: {title}, {count}, {done}, {total}, {minutes}, {time}.
 */
export const workflowsEn = {
  'workflows.heading': 'Spiritual Workflows',
  'workflows.subtitle.member':
    'Guided routines of prayer, meditation and study for a steady rhythm of faith.',
  'workflows.subtitle.staff':
    'Guided routines offered to everyone; create, edit and pause them in the admin portal.',
  'workflows.manage': 'Manage Workflows',
  'workflows.createFirst': 'Create Your First Workflow',

  // Stat cards
  'workflows.stats.heading': 'Your workflows at a glance',
  'workflows.stats.totalWorkflows': 'Total Workflows',
  'workflows.stats.activeWorkflows': 'Active Workflows',
  'workflows.stats.completionRate': 'Completion Rate',
  'workflows.stats.categories': 'Categories',
  'workflows.stats.activeHint': 'Not paused: open to start',
  'workflows.stats.rateHint':
    '{completed} of {started, plural, one {# session} other {# sessions}} completed',
  'workflows.stats.loading': 'Loading',
  'workflows.stats.unavailable': 'Not available',

  // Cards
  'workflows.list.heading': 'Workflows',
  'workflows.card.paused': 'Paused',
  'workflows.card.duration': '{minutes} min',
  'workflows.card.days': 'Days',
  'workflows.card.reminder': 'Reminder at {time}',
  'workflows.card.thisWeek': 'This week',
  'workflows.card.progress': '{done} of {total, plural, one {# day} other {# days}} · {percent}%',
  'workflows.card.progressLabel': 'Progress this week for {title}',
  'workflows.card.start': 'Start Session',
  'workflows.card.starting': 'Starting...',
  'workflows.card.paused.button': 'Workflow Paused',
  'workflows.card.items': '{count, plural, one {# step} other {# steps}}',
  'workflows.card.oneItem': '1 step',
  'workflows.loadMore': 'Load more',
  'workflows.loadingMore': 'Loading...',

  'workflows.type.daily': 'Daily',
  'workflows.type.weekly': 'Weekly',
  'workflows.type.monthly': 'Monthly',
  'workflows.type.custom': 'Custom',
  'workflows.category.prayer': 'Prayer',
  'workflows.category.meditation': 'Meditation',
  'workflows.category.study': 'Study',
  'workflows.category.reflection': 'Reflection',
  'workflows.category.service': 'Service',
  'workflows.day.sunday': 'Sun',
  'workflows.day.monday': 'Mon',
  'workflows.day.tuesday': 'Tue',
  'workflows.day.wednesday': 'Wed',
  'workflows.day.thursday': 'Thu',
  'workflows.day.friday': 'Fri',
  'workflows.day.saturday': 'Sat',

  // States
  'workflows.loading': 'Loading workflows...',
  'workflows.empty.title': 'No workflows yet',
  'workflows.empty.member':
    'Guided routines will appear here as soon as they are published. Check back soon.',
  'workflows.empty.staff': 'Create a guided routine and it will be offered to every member.',
  'workflows.empty.onlyAdmins': 'Only administrators can create/edit/delete workflows',
  'workflows.retry': 'Try again',
  'workflows.loadFailedDescription': 'The workflows could not be loaded.',

  // Toasts (000 §8 Workflows, 001 §4)
  'workflows.toast.loadFailed': 'Error loading workflows',
  'workflows.toast.startFailed': 'Error starting workflow session',
  'workflows.toast.completeFailed': 'Error completing session',
  'workflows.toast.completed': 'Workflow session completed!',
  'workflows.toast.started': 'Started {title} session.',
  'workflows.toast.progressFailed': 'Your progress could not be saved',

  // Session view
  'workflows.session.back': 'Back to workflows',
  'workflows.session.loading': 'Loading session...',
  'workflows.session.notFound': 'This session was not found',
  'workflows.session.notFoundDescription': 'It may belong to another account or have been removed.',
  'workflows.session.step': 'Step {done} of {total}',
  'workflows.session.progressLabel': 'Session progress',
  'workflows.session.openInLibrary': 'Open in library',
  'workflows.session.previous': 'Previous',
  'workflows.session.next': 'Next Step',
  'workflows.session.saving': 'Saving...',
  'workflows.session.noSteps':
    'This workflow has no content items yet. Take a few quiet minutes, then complete the session.',
  'workflows.session.finishHeading': 'Finish your session',
  'workflows.session.notes': 'Notes (optional)',
  'workflows.session.notesHint': 'What stayed with you?',
  'workflows.session.complete': 'Complete Session',
  'workflows.session.completing': 'Completing...',
  'workflows.session.completedHeading': 'Session completed',
  'workflows.session.completedDescription': 'Completed {date}. Well done.',
  'workflows.session.duration': '{minutes} min',
  'workflows.session.paused':
    'This workflow has been paused; you can still finish today’s session.',
  'workflows.session.allStepsDone': 'All steps done',
} as const;

export type WorkflowsMessageKey = keyof typeof workflowsEn;
