import { adminContentEn } from './admin-content-en';
import { adminPsalmsEn } from './admin-psalms-en';

/**
 * English texts of the admin portal (000). Only admin code imports this file, so it ships in the
 * admin chunk. Quoted texts of the spec are kept word for word.
 */
export const adminEn = {
  ...adminContentEn,
  ...adminPsalmsEn,
  'admin.portalTitle': 'Admin Portal',
  'admin.portalDescription': 'Sign in with your staff account to manage the app.',
  'admin.email': 'Email',
  'admin.password': 'Password',
  'admin.signIn': 'Sign In',
  'admin.signingIn': 'Signing in...',
  'admin.signInFailed': 'Failed to sign in',
  // The member's way in on the staff sign-in screen, which `/` opens (000 §2).
  'admin.memberTitle': 'Here to pray and read?',
  'admin.memberDescription':
    'Members sign in to the Psalmlight app: daily psalm, workflows, journal and community.',
  'admin.memberSignIn': 'Member sign-in',

  'admin.loading': 'Loading admin panel...',
  'admin.verifying': 'Verifying admin access for {email}',
  'admin.loadFailed': 'The admin panel could not be loaded.',
  'admin.retry': 'Try again',

  'admin.deniedTitle': 'No access to the admin portal',
  'admin.deniedDescription':
    "You're signed in as {email}, but this account has no staff role, so the admin portal is not available to it. If you should have access, ask a super administrator to grant you a role, then sign in again.",
  'admin.deniedToApp': 'Go to the app',
  'admin.deniedSignOut': 'Sign out',
  'admin.signedOut': 'Signed out',

  'admin.headerTitle': 'Administrative Panel',
  'admin.headerSubtitle': 'Manage content, categories and settings',
  'admin.globalLogout': 'Global Logout',
  'admin.settingsButton': 'Admin Settings',
  'admin.menu': 'Admin menu',
  'admin.menuSignedInAs': 'Signed in as',
  'admin.menuGlobalLogout': 'Global Logout (All Sessions)',
  'admin.menuOpenApp': 'Open the user app',
  'admin.signedOutEverywhere': 'You have been signed out on all of your devices.',
  'admin.signOutFailed': 'Failed to sign out. Please try again.',
  'admin.tabsLabel': 'Admin sections',
  'admin.tabsScrollBack': 'Show earlier sections',
  'admin.tabsScrollForward': 'Show more sections',
  'admin.role.super_admin': 'Super Admin',
  'admin.role.admin': 'Admin',
  'admin.role.moderator': 'Moderator',

  'admin.gateTitle': 'Access Restricted',
  'admin.gateDescription': "You don't have permission to access this section.",
  'admin.superOnlyAdmins': 'Only Super Administrators can manage admin roles and permissions.',
  'admin.superOnlySettings': 'Only Super Administrators can access admin settings.',

  'admin.tab.content': 'Content',
  'admin.tab.categories': 'Categories',
  'admin.tab.workflows': 'Workflows',
  'admin.tab.automation': 'AI Auto',
  'admin.tab.psalms': 'Manual',
  'admin.tab.import': 'Import',
  'admin.tab.seeder': 'Sample',
  'admin.tab.stats': 'Stats',
  'admin.tab.subscriptions': 'Subs',
  'admin.tab.widgets': 'Widgets',
  'admin.tab.access-control': 'Access',
  'admin.tab.admin-management': 'Admins',
  'admin.tab.settings': 'Settings',
  'admin.tab.moderation': 'Moderation',

  'setup.title': 'Create the first super admin',
  'setup.description':
    'This account will have full access to the admin portal, including managing other administrators. The link works once.',
  'setup.checking': 'Checking your setup link...',
  'setup.firstName': 'First Name',
  'setup.lastName': 'Last Name',
  'setup.email': 'Email',
  'setup.password': 'Password',
  'setup.passwordHint': 'At least 6 characters.',
  'setup.submit': 'Create Super Admin',
  'setup.submitting': 'Creating...',
  'setup.created': 'Super admin created',
  'setup.createdDescription': 'Welcome to the admin portal.',
  'setup.failed': 'Setup failed',
  'setup.failedFallback': 'The account could not be created. Please try again.',
  'setup.doneTitle': 'Setup is already complete',
  'setup.doneDescription':
    'A super administrator already exists. Sign in to the admin portal with a staff account.',
  'setup.invalidTitle': 'This setup link is not valid',
  'setup.invalidDescription':
    'The link is incomplete or has been replaced. Open the setup link printed in the server log when it started.',
  'setup.toPortal': 'Go to the Admin Portal',
  'setup.loadFailed': 'The setup status could not be checked.',
} as const satisfies Record<string, string>;
