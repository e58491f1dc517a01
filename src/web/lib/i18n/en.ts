import { errorCodesEn } from './error-codes-en';

/**
 * English texts of the user app, the auth screens and the shared UI. Quoted texts of the spec are
 * kept word for word (people and tests look for them). Placeholders: {name}.
 */
export const en = {
  'app.name': 'Psalmlight',
  'app.tagline': 'Daily psalms, prayer and reflection',

  'errors.network': "Can't reach the server. Check your connection and try again.",
  'errors.unexpected': 'Something went wrong. Please try again.',
  'errors.title': 'Error',
  ...errorCodesEn,

  'ui.close': 'Close',
  'ui.showPassword': 'Show password',
  'ui.hidePassword': 'Hide password',
  'ui.loading': 'Loading...',
  'ui.theme.light': 'Light',
  'ui.theme.dark': 'Dark',
  'ui.theme.system': 'System',
  'ui.theme.cycle': 'Theme: {current}. Switch to {next}',
  'ui.language': 'Language',
  'ui.skipToContent': 'Skip to content',

  // Session and sign-out (001 §8)
  'session.loading': 'Loading your spiritual journey...',
  'session.signedOut': 'Signed out',
  'session.signedOutDescription': 'You have been signed out.',
  'session.signedOutEverywhere': 'You have been signed out on all of your devices.',
  'session.signOutFailed': 'Failed to sign out. Please try again.',
  'session.globalLogout': 'Global Logout',
  'session.globalLogoutHint': 'Sign out on every device',
  'session.signOut': 'Sign out',

  // Auth page (001 §2, §5, §8)
  'auth.title': 'Welcome',
  'auth.subtitle': 'Sign in to continue your spiritual journey, or create an account to begin.',
  'auth.privacyLink': 'Privacy: how we handle your data',
  'auth.tabSignIn': 'Sign In',
  'auth.tabSignUp': 'Sign Up',
  'auth.firstName': 'First Name',
  'auth.lastName': 'Last Name',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.emailPlaceholder': 'you@example.com',
  'auth.passwordHint': 'At least 6 characters.',
  'auth.signIn': 'Sign In',
  'auth.signingIn': 'Signing in...',
  'auth.signUp': 'Create Account',
  'auth.signingUp': 'Creating account...',
  'auth.forgotPassword': 'Forgot password?',
  'auth.forgotTitle': 'Reset your password',
  'auth.forgotDescription':
    "Enter your account's email and we'll send you a link to choose a new password.",
  'auth.sendReset': 'Send Reset Link',
  'auth.sendingReset': 'Sending...',
  'auth.backToSignIn': 'Back to Sign In',
  'auth.firstNameRequired': 'First name is required',
  'auth.lastNameRequired': 'Last name is required',
  'auth.emailRequired': 'Email is required',
  'auth.emailInvalid': 'Please enter a valid email address',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordTooShort': 'Password must be at least 6 characters long',
  'auth.passwordTooLong': 'Password must be at most 128 characters long',
  'auth.nameTooLong': 'Please use at most 100 characters',
  'auth.welcomeBack': 'Welcome back',
  'auth.welcomeBackDescription': 'You have successfully signed in.',
  'auth.signInFailed': 'Sign in failed',
  'auth.signInFailedFallback': 'Please check your credentials and try again.',
  'auth.emailNotVerified':
    'Please confirm your email first: open the link we sent you when you signed up.',
  'auth.signUpFailed': 'Sign up failed',
  'auth.signUpFailedFallback': 'Please try again.',
  'auth.checkEmail': 'Check your email',
  'auth.checkEmailDescription': "We've sent you a confirmation link to verify your account.",
  'auth.resetSent': 'Reset email sent',
  'auth.resetSentDescription':
    'If an account uses this address, a link to reset the password is on its way.',
  'auth.resetFailedFallback': 'Failed to send reset email.',

  // Password reset page
  'reset.title': 'Set a new password',
  'reset.description': 'Choose a new password for your account.',
  'reset.newPassword': 'New Password',
  'reset.confirmPassword': 'Confirm New Password',
  'reset.submit': 'Update Password',
  'reset.submitting': 'Updating...',
  'reset.invalidLink': 'Invalid reset link',
  'reset.invalidLinkDescription': 'This password reset link is invalid or has expired.',
  'reset.mismatch': "Passwords don't match",
  'reset.mismatchDescription': 'Please make sure both passwords are identical.',
  'reset.tooShort': 'Password too short',
  'reset.tooShortDescription': 'Password must be at least 6 characters long.',
  'reset.failed': 'Password reset failed',
  'reset.failedFallback': 'Failed to update password. Please try again.',
  'reset.updatedToast': 'Password updated',
  'reset.updatedToastDescription': 'You can now sign in with your new password.',
  'reset.successTitle': 'Password Updated!',
  'reset.successDescription': 'Your password has been changed. Taking you to sign in...',
  'reset.goToLogin': 'Go to Login',

  // Auth callback (001 §2)
  'callback.title': 'Account confirmation',
  'callback.confirmingSignup': 'Confirming your account...',
  'callback.confirmedSignup': 'Account confirmed successfully!',
  'callback.confirmingRecovery': 'Confirming password reset...',
  'callback.confirmedRecovery':
    'Password reset confirmed. You can now log in with your new password.',
  'callback.invalid': 'Invalid callback parameters.',
  'callback.failedSignup': 'Failed to confirm account. Please try again.',
  'callback.failedRecovery': 'Failed to confirm password reset. Please try again.',
  'callback.goToLogin': 'Go to Login',
  'callback.openApp': 'Open the App',

  // Navigation shell (001 §2)
  'nav.main': 'Main navigation',
  'nav.dashboard': 'Dashboard',
  'nav.workflows': 'Workflows',
  'nav.subscription': 'Subscription',
  'nav.settings': 'Settings',
  'nav.journal': 'Journal',
  'nav.community': 'Community',
  'nav.groups': 'Groups',
  'nav.groupsUnread': '{count, plural, one {# unread notice} other {# unread notices}}',
  'nav.account': 'Account',
  'nav.library': 'Library',
  'nav.collapse': 'Collapse sidebar',
  'nav.expand': 'Expand sidebar',

  // Dashboard
  'dashboard.greeting': 'Peace be with you, {name}',
  'dashboard.greetingAnonymous': 'Peace be with you',
  'dashboard.subtitle': 'Where would you like to spend a quiet moment today?',
  'dashboard.tile.psalm': 'Psalm',
  'dashboard.tile.psalmDescription': "Read and listen to today's psalm.",
  'dashboard.tile.journal': 'Journal',
  'dashboard.tile.journalDescription':
    'Write your prayers and reflections, and remember answered prayers.',
  'dashboard.tile.workflows': 'Workflows',
  'dashboard.tile.workflowsDescription': 'Follow guided routines of prayer, meditation and study.',
  'dashboard.tile.community': 'Community',
  'dashboard.tile.communityDescription':
    'Share reflections and prayer requests, and pray for one another.',
  'dashboard.tile.library': 'Library',
  'dashboard.tile.libraryDescription': 'Browse prayers, meditations and scripture studies.',
  'dashboard.listening.title': 'Continue listening',
  'dashboard.listening.resume': 'Resume at {time}',
  'dashboard.listening.progress': 'How far you are in {title}',
  'dashboard.latest.title': 'Latest content',
  'dashboard.latest.loading': 'Loading the latest content...',
  'dashboard.latest.empty':
    'Nothing has been published yet. New prayers and readings will appear here.',
  'dashboard.latest.failed': 'Failed to load content',
  'dashboard.latest.retry': 'Try again',
  'dashboard.latest.minutes': '{n} min',
  'dashboard.latest.difficulty.beginner': 'Beginner',
  'dashboard.latest.difficulty.intermediate': 'Intermediate',
  'dashboard.latest.difficulty.advanced': 'Advanced',

  // Pages that later features fill
  'account.heading': 'Account Settings',
  'account.subtitle': 'Your profile, preferences and privacy.',
  'account.profileDescription':
    'The name and email of your account. Your email cannot be changed here.',

  // Realtime (001 §4)
  'realtime.newContent': 'New content available!',

  // Timezone sync (001 §7, §8)
  'timezone.updated': 'Timezone Updated',
  'timezone.updatedDescription': 'Your content schedule has been adjusted to {zone}',

  // Not found
  'notFound.title': 'Page not found',
  'notFound.description':
    "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
  'notFound.home': 'Go to Dashboard',
  'routeError.title': 'Something went wrong',
  'routeError.description': 'This page could not be shown. Reload to try again.',
  'routeError.reload': 'Reload',
  'offline.title': "You're offline",
  'offline.description':
    "This page needs a connection: it has not been kept on this device. Available offline: today's psalm and the pages you opened before.",
  'offline.openPsalm': "Open today's psalm",
  'offline.retry': 'Try again',
} as const satisfies Record<string, string>;

export type AppMessageKey = keyof typeof en;
