import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { firstScreenLoader, type FirstScreen } from '@web/lib/first-screen';
import { t } from '@web/lib/i18n/t';
import { withDictionaries } from '@web/lib/i18n/translate';
import { PageLoading } from '@web/ui/page-loading';
import { Redirect } from '@web/ui/redirect';
import { RouteError } from './route-error';

/**
 * A route whose component arrives in its own chunk (with its texts in the reader's language) when
 * first visited, and, for a page that declares it, the loader of its first screen's data
 * (decision 162), which comes in the same chunk.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  firstScreen?: (module: M) => FirstScreen,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await withDictionaries(load());
      return {
        Component: pick(module),
        ...(firstScreen ? { loader: firstScreenLoader(firstScreen(module)) } : {}),
      };
    },
  };
}

/** The route every signed-in page sits under. */
export const memberRouteId = 'member';

/** Drawn while the first page's code loads; its text is read when drawn, in the reader's language. */
function InitialLoading() {
  return <PageLoading message={t('ui.loading')} />;
}

export const routes: RouteObject[] = [
  {
    // Everything renders under one error boundary.
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      // 000 §2 and 001 §2: the root redirects to the admin portal.
      { path: '/', element: <Redirect to="/admin" /> },
      // The admin portal and every path below it; its code is one lazy chunk the user app never loads.
      // Its loader runs the open tab's first screen (decision 162), and /admin/setup's for a
      // visitor too.
      {
        path: '/admin/*',
        lazy: async () => {
          const module = await withDictionaries(import('../admin/admin-app'));
          return {
            Component: module.AdminApp,
            loader: firstScreenLoader(module.adminFirstScreen, { forVisitors: true }),
          };
        },
      },
      // The user app.
      {
        path: '/auth',
        ...lazyPage(
          () => import('../features/auth/auth-page'),
          (module) => module.AuthPage,
        ),
      },
      {
        path: '/reset-password',
        ...lazyPage(
          () => import('../features/auth/reset-password-page'),
          (module) => module.ResetPasswordPage,
        ),
      },
      // Public: what is stored and why (decision 136), read before signing up.
      {
        path: '/privacy',
        ...lazyPage(
          () => import('../features/privacy/privacy-page'),
          (module) => module.PrivacyPage,
        ),
      },
      {
        path: '/auth-callback',
        ...lazyPage(
          () => import('../features/auth/auth-callback-page'),
          (module) => module.AuthCallbackPage,
        ),
      },
      {
        // Protected: signed-out visitors go to /auth, which sends them back here after signing in.
        // The server renders these pages only for a signed-in reader (src/web/entry-server.tsx).
        id: memberRouteId,
        ...lazyPage(
          () => import('../shell/require-auth'),
          (module) => module.RequireAuth,
        ),
        children: [
          {
            ...lazyPage(
              () => import('../shell/user-shell'),
              (module) => module.UserShell,
              (module) => module.shellFirstScreen,
            ),
            children: [
              {
                path: '/dashboard',
                ...lazyPage(
                  () => import('../features/dashboard/dashboard-page'),
                  (module) => module.DashboardPage,
                  (module) => module.dashboardFirstScreen,
                ),
              },
              {
                path: '/psalm',
                ...lazyPage(
                  () => import('../features/psalms/psalm-page'),
                  (module) => module.PsalmPage,
                  (module) => module.psalmFirstScreen,
                ),
              },
              {
                path: '/workflows',
                ...lazyPage(
                  () => import('../features/workflows/workflows-page'),
                  (module) => module.WorkflowsPage,
                  (module) => module.workflowsFirstScreen,
                ),
              },
              {
                path: '/workflows/sessions/:id',
                ...lazyPage(
                  () => import('../features/workflows/workflow-session-page'),
                  (module) => module.WorkflowSessionPage,
                ),
              },
              {
                path: '/library',
                ...lazyPage(
                  () => import('../features/library/library-page'),
                  (module) => module.LibraryPage,
                  (module) => module.libraryFirstScreen,
                ),
              },
              {
                path: '/content/:id',
                ...lazyPage(
                  () => import('../features/library/content-reader-page'),
                  (module) => module.ContentReaderPage,
                ),
              },
              {
                path: '/journal',
                ...lazyPage(
                  () => import('../features/journal/journal-page'),
                  (module) => module.JournalPage,
                  (module) => module.journalFirstScreen,
                ),
              },
              {
                path: '/community',
                ...lazyPage(
                  () => import('../features/community/community-page'),
                  (module) => module.CommunityPage,
                  (module) => module.communityFirstScreen,
                ),
              },
              // Prayer groups (decision 062); an invite link signs its visitor in first.
              {
                path: '/groups',
                ...lazyPage(
                  () => import('../features/groups/groups-page'),
                  (module) => module.GroupsPage,
                  (module) => module.groupsFirstScreen,
                ),
              },
              {
                path: '/groups/join/:token',
                ...lazyPage(
                  () => import('../features/groups/join-group-page'),
                  (module) => module.JoinGroupPage,
                ),
              },
              {
                path: '/groups/:id',
                ...lazyPage(
                  () => import('../features/groups/group-page'),
                  (module) => module.GroupPage,
                ),
              },
              {
                path: '/account',
                ...lazyPage(
                  () => import('../features/account/account-page'),
                  (module) => module.AccountPage,
                  (module) => module.accountFirstScreen,
                ),
              },
              // The side navigation's Settings entry: the account settings page is the one settings page.
              { path: '/settings', element: <Redirect to="/account" /> },
              {
                path: '/subscription',
                ...lazyPage(
                  () => import('../features/premium/subscription-page'),
                  (module) => module.SubscriptionPage,
                  (module) => module.subscriptionFirstScreen,
                ),
              },
              {
                path: '/subscription/test-checkout',
                ...lazyPage(
                  () => import('../features/premium/sandbox-pages'),
                  (module) => module.SandboxCheckoutPage,
                ),
              },
              {
                path: '/subscription/test-portal',
                ...lazyPage(
                  () => import('../features/premium/sandbox-pages'),
                  (module) => module.SandboxPortalPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyPage(
          () => import('../shell/not-found-page'),
          (module) => module.NotFoundPage,
        ),
      },
    ],
  },
];
