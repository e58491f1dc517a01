/**
 * English texts of the portal's Workflows tab (000 §2, §4, §5, §6, §8 Workflows, §9). Only the tab
 * imports this file, so its texts load with the tab. Quoted texts of the spec are kept word for
 * word. Placeholders: {title}, {minutes}, {time}, {count}.
 */
export const adminWorkflowsEn = {
  'adminWorkflows.title': 'Workflows',
  'adminWorkflows.description': 'Create and manage spiritual workflows available to all users',
  'adminWorkflows.create': 'Create Workflow',
  'adminWorkflows.filterStatus': 'Status',
  'adminWorkflows.status.all': 'All workflows',
  'adminWorkflows.status.active': 'Active',
  'adminWorkflows.status.paused': 'Paused',
  'adminWorkflows.loading': 'Loading workflows...',
  'adminWorkflows.empty': 'No workflows yet',
  'adminWorkflows.emptyDescription':
    'Create a guided routine of prayer, meditation, study, reflection or service for every member.',
  'adminWorkflows.emptyFiltered': 'No workflows match this status.',
  'adminWorkflows.retry': 'Try again',
  'adminWorkflows.loadMore': 'Load more',

  // Table
  'adminWorkflows.table.caption': 'Workflows, newest first',
  'adminWorkflows.col.title': 'Title',
  'adminWorkflows.col.type': 'Type',
  'adminWorkflows.col.category': 'Category',
  'adminWorkflows.col.days': 'Days',
  'adminWorkflows.col.duration': 'Duration',
  'adminWorkflows.col.status': 'Status',
  'adminWorkflows.col.reminder': 'Reminder',
  'adminWorkflows.col.actions': 'Actions',
  'adminWorkflows.noDays': '—',
  'adminWorkflows.minutes': '{minutes} min',
  'adminWorkflows.steps': '{count} content items',
  'adminWorkflows.oneStep': '1 content item',
  'adminWorkflows.reminderFor': 'Reminders for {title}',
  'adminWorkflows.edit': 'Edit',
  'adminWorkflows.editLabel': 'Edit {title}',
  'adminWorkflows.pause': 'Pause',
  'adminWorkflows.activate': 'Activate',
  'adminWorkflows.pauseLabel': 'Pause {title}',
  'adminWorkflows.activateLabel': 'Activate {title}',
  'adminWorkflows.delete': 'Delete',
  'adminWorkflows.deleteLabel': 'Delete {title}',

  // Dialog
  'adminWorkflows.createTitle': 'Create Workflow',
  'adminWorkflows.editTitle': 'Edit Workflow',
  'adminWorkflows.formDescription':
    'A guided routine offered to every member. Members see it while it is active.',
  'adminWorkflows.field.title': 'Title',
  'adminWorkflows.field.description': 'Description',
  'adminWorkflows.field.type': 'Type',
  'adminWorkflows.field.category': 'Category',
  'adminWorkflows.field.days': 'Days',
  'adminWorkflows.field.daysHint': 'Days can be chosen for a weekly workflow only.',
  'adminWorkflows.field.duration': 'Duration (minutes)',
  'adminWorkflows.field.durationHint': '5 to 120 minutes; left empty it is 15.',
  'adminWorkflows.field.reminderTime': 'Reminder time',
  'adminWorkflows.field.reminderEnabled': 'Send reminders',
  'adminWorkflows.field.active': 'Active (members can start it)',
  'adminWorkflows.field.content': 'Content items',
  'adminWorkflows.field.contentHint':
    'Members walk through these in this order. Published content only.',
  'adminWorkflows.picker.search': 'Search published content',
  'adminWorkflows.picker.placeholder': 'Search by title...',
  'adminWorkflows.picker.add': 'Add',
  'adminWorkflows.picker.addLabel': 'Add {title}',
  'adminWorkflows.picker.added': 'Added',
  'adminWorkflows.picker.none': 'No published content matches.',
  'adminWorkflows.picker.searching': 'Searching...',
  'adminWorkflows.picker.failed': 'Content could not be searched.',
  'adminWorkflows.picker.chosenEmpty': 'No content items chosen yet.',
  'adminWorkflows.picker.up': 'Move {title} up',
  'adminWorkflows.picker.down': 'Move {title} down',
  'adminWorkflows.picker.remove': 'Remove {title}',
  'adminWorkflows.picker.unavailable': 'Unavailable item',
  'adminWorkflows.cancel': 'Cancel',
  'adminWorkflows.save': 'Save Changes',
  'adminWorkflows.saving': 'Saving...',

  // Delete
  'adminWorkflows.deleteTitle': 'Delete workflow?',
  'adminWorkflows.deleteDescription': 'Are you sure you want to delete "{title}"?',
  'adminWorkflows.deleteConsequence': 'Its members’ sessions are deleted with it.',
  'adminWorkflows.deleteConfirm': 'Delete',
  'adminWorkflows.deleting': 'Deleting...',
  'adminWorkflows.close': 'Close',

  // Toasts (000 §8 Workflows word for word; the successes are ours)
  'adminWorkflows.toast.loadFailed': 'Error loading workflows',
  'adminWorkflows.toast.createFailed': 'Error creating workflow',
  'adminWorkflows.toast.updateFailed': 'Error updating workflow',
  'adminWorkflows.toast.deleteFailed': 'Error deleting workflow',
  'adminWorkflows.toast.created': 'Workflow created',
  'adminWorkflows.toast.updated': 'Workflow updated',
  'adminWorkflows.toast.deleted': 'Workflow deleted',
  'adminWorkflows.toast.paused': '{title} paused',
  'adminWorkflows.toast.activated': '{title} activated',
  'adminWorkflows.toast.remindersOn': 'Reminders on for {title}',
  'adminWorkflows.toast.remindersOff': 'Reminders off for {title}',
} as const;

export type AdminWorkflowsMessageKey = keyof typeof adminWorkflowsEn;
