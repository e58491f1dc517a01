/**
 * The validation messages of src/contracts as templates (localize-message.ts): the server answers a
 * 400 with them in English and forms show them from the same schemas, so a message is found here by
 * its English text, with each number of it (200, 2,000, the 06 and 00 of 06:00) written {0}, {1}…
 * in order, and an interpolated list as one placeholder. validation-messages.test.ts fails when a
 * message of the contracts has no template here.
 */
export const validationEn = {
  // Required fields
  'validation.titleRequired': 'Title is required',
  'validation.messageRequired': 'Message is required',
  'validation.commentRequired': 'Comment is required',
  'validation.nameRequired': 'Name is required',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.emailRequired': 'Email is required',
  'validation.passwordRequired': 'Password is required',
  'validation.categoryRequired': 'Category is required',
  'validation.enterEmail': 'Please enter an email address',
  'validation.enterPassword': 'Please enter your password',
  'validation.enterPrompt': 'Please enter a prompt for the psalm',
  'validation.fillTitleAndContent': 'Please fill in the title and content',
  'validation.chooseDate': 'Please choose a date',
  'validation.changeAField': 'Change at least one field',

  // Lengths
  'validation.titleMax': 'Title must be at most {0} characters',
  'validation.messageMax': 'Message must be at most {0} characters',
  'validation.commentMax': 'Comment must be at most {0} characters',
  'validation.contentMax': 'Content must be at most {0} characters',
  'validation.testimonyMax': 'Testimony must be at most {0} characters',
  'validation.descriptionMax': 'Description must be at most {0} characters',
  'validation.descriptionTooLong': 'Description is too long',
  'validation.bodyMax': 'Body must be at most {0} characters',
  'validation.noNul': 'Must not contain the NUL character (U+{0}).',
  'validation.contentHasNoBody': 'This item has no body to narrate. Write one and save it first.',
  'validation.nameMax': 'Name must be at most {0} characters',
  'validation.notesMax': 'Notes must be at most {0} characters',
  'validation.scriptureMax': 'Scripture reference must be at most {0} characters',
  'validation.promptMax': 'The prompt must be at most {0} characters',
  'validation.promptTemplateMax': 'The prompt template must be at most {0} characters',
  'validation.tagMax': 'A tag must be at most {0} characters',
  'validation.tagsMax': 'At most {0} tags',
  'validation.charactersMax': 'At most {0} characters',
  'validation.fullNameMax': 'Use {0} characters or fewer',
  'validation.nameCharacters': 'Names cannot contain line breaks, tabs or other control characters',
  'validation.atMost': 'At most {0}',
  'validation.atLeast': 'At least {0}',

  // Passwords and accounts
  'validation.passwordTooShort': 'Password must be at least {0} characters long',
  'validation.passwordTooLong': 'Password must be at most {0} characters long',
  'validation.commonPassword':
    'This password is one of the most commonly used. Please choose another.',
  'validation.passwordIsEmail': 'Your password must not be your email address.',
  'validation.wrongPassword': 'That password is not correct.',
  'validation.email': 'Please enter a valid email address',
  'validation.userNotFound': 'User not found. Make sure they have signed up to the system first.',
  'validation.avatarTooLarge': 'The image is larger than {0} MB. Please choose a smaller one.',
  'validation.avatarNotImage': 'Please choose a PNG, JPEG, WebP or GIF image.',
  'validation.recordingNotAudio':
    'This file is not a recording we can read. Choose an MP3, M4A, OGG or WAV file.',
  'validation.recordingTooLarge': 'The recording is larger than {0} MB. Choose a smaller file.',
  'validation.recordingTooLong': 'The recording is longer than {0} minutes. Choose a shorter one.',
  'validation.recordingSilent':
    'The recording is silent. Choose one in which the reader can be heard.',
  'validation.recordingPlays':
    'A recording plays for this item. Remove the recording before changing its audio.',
  'validation.readerNameRequired': 'Enter the name of the person reading',

  // Numbers, dates and times
  'validation.wholeNumberRange': 'Enter a whole number from {0} to {1}',
  'validation.time': 'Use a time like {0}:{1}',
  'validation.quarterHour': 'Use a time like {0}:{1}, on the quarter hour',
  'validation.reminderTimesMax': 'At most {0} reminder times',
  'validation.eachTimeOnce': 'Each time only once',
  'validation.textRequired': 'The text is required',
  'validation.publishAfterGeneration': 'Choose a publish time after the generation time',
  'validation.dateLike': 'Use a date like {0}-{1}-{2}',
  'validation.dateBetween': 'Choose a date between {0} and {1}',
  'validation.startAfterEnd': 'The start date must not be after the end date',
  'validation.rangeMax': 'Choose a range of at most one year',
  'validation.timeZone': 'Unknown time zone',
  'validation.wholeMinutes': 'Use whole minutes',
  'validation.durationNegative': 'Duration cannot be negative',
  'validation.minutesMax': 'At most {0} minutes',
  'validation.durationRange': 'Duration must be between {0} and {1} minutes',
  'validation.stepPauseRange': 'The pause between steps must be between {0} and {1} seconds',
  'validation.listeningPosition': 'Position must be a whole number of milliseconds, at most a day',
  'validation.stepsNumber': 'Use a number of steps',
  'validation.stepsWhole': 'Use a whole number of steps',
  'validation.stepsNegative': 'Steps cannot be negative',

  // Choices
  'validation.trueOrFalse': 'Must be true or false',
  'validation.useTrueOrFalse': 'Use true or false',
  'validation.contentTypes': 'Choose content types from: {0}',
  'validation.contentDuration': 'Choose short, medium or long',
  'validation.colour': 'Use a colour like #3B82F6',
  'validation.workflowType': 'Choose a type: daily, weekly, monthly or custom',
  'validation.workflowCategory':
    'Choose a category: prayer, meditation, study, reflection or service',
  'validation.weekdayNames': 'Use weekday names like monday',
  'validation.sevenDays': 'At most seven days',
  'validation.daysOnlyForWeekly': 'Days can be chosen only for a weekly workflow',
  'validation.chooseADay': 'Choose at least one day for a weekly workflow',
  'validation.contentItemsMax': 'At most {0} content items',
  'validation.activeOrPaused': 'Use active or paused',
  'validation.billingPlan': 'Choose the monthly or the yearly plan',
  'validation.cancelOrSwitch': 'Choose cancel or switch',
  'validation.onyxVoice': 'Psalms are narrated in the onyx voice',

  // Ids and links
  'validation.contentId': 'Not a valid content id',
  'validation.commentId': 'Not a valid comment id',
  'validation.id': 'Not a valid id',
  'validation.appPath': 'A path of this app',
  'validation.httpsUrl': 'Must be an https URL',
  'validation.audioUrl':
    'Use a link that starts with https://, or keep the audio this item already has.',
  'validation.base64url': 'Must be base64url',
  'validation.p256Key': 'Must be a {0}-byte P-{1} key',
  'validation.bytes': 'Must be {0} bytes',

  // Import
  'validation.csvOrJson': 'Choose CSV or JSON',
  'validation.importEmpty': 'Paste or upload some content to import',
  'validation.defaultCategory': 'Choose a default category',

  // Refusals the contracts name
  'validation.generateFirst': 'Please generate a psalm first',
  'validation.noPsalm': 'No psalm was generated',
  'validation.onlyAdministrators': 'Only administrators can create/edit/delete workflows',
  'validation.widgetsOff': 'Widgets are switched off for now. Please check back later.',
  'validation.widgetsUnavailable': 'Widgets are temporarily unavailable. Please check back later.',

  // Prayer groups
  'validation.inviteCodeMissing': 'The invite link is missing its code',
  'validation.noSuchGroup': 'There is no such group.',
  'validation.inviteNotValid':
    'This invite link is not valid. Ask the group’s leader for a new one.',
  'validation.inviteExpired': 'This invite link has expired. Ask the group’s leader for a new one.',
  'validation.removedFromGroup':
    'A leader of this group removed you from it, so this link does not let you back in.',
  'validation.tooManyGroups':
    'You are in {0} groups, the most a member may be in. Leave one to join another.',
  'validation.groupFull': 'This group has {0} members, the most a group may have.',
  'validation.creatingIsPremium':
    'Starting a group is part of Premium. You can still join groups by an invite link.',

  // The server's own words around a 400 (src/server/http)
  'validation.correctFields': 'Please correct the highlighted fields.',
  'validation.unknownField': 'Unknown field.',
  'validation.malformed': 'The request is malformed.',
} as const satisfies Record<string, string>;

export type ValidationKey = keyof typeof validationEn;
