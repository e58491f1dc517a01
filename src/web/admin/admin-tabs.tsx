import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Me } from '@contracts/me';
import { adminT } from './i18n/admin-t';
import { withDictionaries } from '../lib/i18n/translate';
import { loadForServer } from '../lib/render-context';
import { hasPermission } from '../lib/session/me-query';
import { Redirect } from '../ui/redirect';
import { Skeleton } from '../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { AdminTabRow } from './admin-tab-row';
import { PermissionGate } from './permission-gate';
import { adminTabs, findAdminTab } from './tab-config';

const tabBodies = new Map<string, LazyExoticComponent<ComponentType>>(
  adminTabs.map((tab) => [tab.id, lazy(() => loadForServer(withDictionaries(tab.load())))]),
);

/** /admin: the Content tab, or the first tab the role may open. */
export function defaultTabId(me: Me): string {
  return (
    (adminTabs.find((tab) => hasPermission(me, tab.permission)) ?? adminTabs[0])?.id ?? 'content'
  );
}

/** Brings the selected tab into view in the sideways-scrolling row (after a link or a reload). */
function scrollIntoView(element: HTMLElement | null) {
  element?.scrollIntoView({ block: 'nearest', inline: 'center' });
}

function TabLoading() {
  return (
    <div className="grid gap-3" role="status" aria-label={adminT('admin.loading')}>
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The thirteen tabs; the URL (/admin/<tab-id>) says which one is open, so a tab can be linked and reloaded. */
export function AdminTabs({ me }: { me: Me }) {
  const { tabId } = useParams();
  const navigate = useNavigate();
  const tab = findAdminTab(tabId);
  if (!tab) return <Redirect to={`/admin/${defaultTabId(me)}`} />;
  const Body = tabBodies.get(tab.id);

  return (
    <Tabs
      value={tab.id}
      onValueChange={(id) => void navigate(`/admin/${id}`)}
      activationMode="manual"
    >
      <title>{`${adminT(tab.label)} · ${adminT('admin.headerTitle')}`}</title>
      {/*
        One row at every width (a wrapped second row at 1280 px read as two menus): the row
        scrolls sideways with a button at each end that has tabs out of view, the open tab is
        scrolled into view, and arrow keys bring the focused tab in.
      */}
      <AdminTabRow>
        <TabsList
          aria-label={adminT('admin.tabsLabel')}
          className="w-max min-w-full flex-nowrap justify-start gap-0.5"
        >
          {adminTabs.map(({ id, label, icon: Icon }) => (
            <TabsTrigger
              key={id}
              value={id}
              className="flex-none px-2"
              ref={id === tab.id ? scrollIntoView : undefined}
            >
              <Icon aria-hidden="true" />
              {adminT(label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </AdminTabRow>
      <TabsContent value={tab.id} className="mt-6">
        <PermissionGate me={me} permission={tab.permission} notice={tab.superAdminNotice}>
          <Suspense fallback={<TabLoading />}>{Body ? createElement(Body) : null}</Suspense>
        </PermissionGate>
      </TabsContent>
    </Tabs>
  );
}
