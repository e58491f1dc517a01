import { useParams, useSearchParams } from 'react-router';
import { Link } from '@web/ui/link';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Compass, RefreshCw } from 'lucide-react';
import type { Group } from '@contracts/groups';
import { isApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { isOfflineFailure } from '@web/lib/device-offline';
import { groupsT } from './i18n/groups-t';
import { t } from '@web/lib/i18n/t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { OfflineState } from '@web/ui/offline-state';
import { PageHeader } from '@web/ui/page-header';
import { Picture } from '@web/ui/picture';
import { PageLoading } from '@web/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { GroupMembers } from './group-members';
import { GroupReports } from './group-reports';
import { GroupSettings } from './group-settings';
import { GroupWall } from './group-wall';
import { leads } from './group-roles';
import { groupQueries } from './groups-queries';
import { RoleBadge } from './role-badge';

const tabs = ['wall', 'members', 'reports', 'settings'] as const;
/** Four tabs share a phone's width: less padding, and a long name may wrap. */
const trigger = 'min-w-0 px-1.5 whitespace-normal sm:px-3';
type Tab = (typeof tabs)[number];

/** A prayer group (decision 062): its wall, members, reports for its leaders, and settings. */
export function GroupPage() {
  const { id = '' } = useParams();
  const group = useQuery(groupQueries.group(id));

  if (group.isPending) return <PageLoading message={groupsT('groups.group.loading')} />;
  if (group.isError && group.data === undefined) {
    if (isApiError(group.error) && group.error.status === 404) return <GroupNotFound />;
    if (isOfflineFailure(group.error))
      return (
        <div role="alert">
          <OfflineState headingLevel={1} onRetry={() => void group.refetch()} />
        </div>
      );
    return (
      <div role="alert">
        <EmptyState
          headingLevel={1}
          title={groupsT('groups.group.loadFailed')}
          action={
            <Button
              variant="outline"
              onClick={() => void group.refetch()}
              loading={group.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              {groupsT('groups.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return <GroupView group={group.data} />;
}

function GroupView({ group }: { group: Group }) {
  const [params, setParams] = useSearchParams();
  const leader = leads(group.myRole);
  const shown = tabs.filter((tab) => tab !== 'reports' || leader);
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && shown.includes(asked) ? asked : 'wall';
  const choose = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'wall') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <Link
        to="/groups"
        className="mb-3 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {groupsT('groups.back')}
      </Link>
      <PageHeader
        className="mb-4"
        title={group.name}
        description={group.description || undefined}
        leading={
          <Picture
            src={group.photoUrl}
            name={group.name}
            className="size-14 text-lg sm:size-16 sm:text-xl"
          />
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span data-testid="group-member-count">
          {groupsT('groups.members', { count: group.memberCount })}
        </span>
        <RoleBadge role={group.myRole} />
      </p>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList
          aria-label={groupsT('groups.tabs.label')}
          className={cn('grid w-full', shown.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}
        >
          <TabsTrigger className={trigger} value="wall">
            {groupsT('groups.tabs.wall')}
          </TabsTrigger>
          <TabsTrigger className={trigger} value="members">
            {groupsT('groups.tabs.members')}
          </TabsTrigger>
          {leader ? (
            <TabsTrigger className={trigger} value="reports">
              {groupsT('groups.tabs.reports')}
              {group.openReports > 0 ? (
                <Badge variant="destructive" className="px-1.5 py-0">
                  {group.openReports}
                </Badge>
              ) : null}
            </TabsTrigger>
          ) : null}
          <TabsTrigger className={trigger} value="settings">
            {groupsT('groups.tabs.settings')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="wall">
          <GroupWall group={group} />
        </TabsContent>
        <TabsContent value="members">
          <GroupMembers group={group} />
        </TabsContent>
        {leader ? (
          <TabsContent value="reports">
            <GroupReports group={group} />
          </TabsContent>
        ) : null}
        <TabsContent value="settings">
          <GroupSettings group={group} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** A group that does not exist and one the reader is not in look the same. */
function GroupNotFound() {
  return (
    <>
      <title>{`${groupsT('groups.notFound.title')} · ${t('app.name')}`}</title>
      <EmptyState
        icon={Compass}
        headingLevel={1}
        title={groupsT('groups.notFound.title')}
        description={groupsT('groups.notFound.description')}
        action={
          <Button asChild>
            <Link to="/groups">{groupsT('groups.back')}</Link>
          </Button>
        }
      />
    </>
  );
}
