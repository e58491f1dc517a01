// Reminder times' limits, apart from the schemas: the account page's first screen reads them
// without loading zod.

/** How many reminder times of their own a member may keep. */
export const maxCustomReminders = 6;
/** Chosen times fall on the quarter hour. */
export const reminderTimeStepMinutes = 15;
