import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@web/ui/link';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus, UsersRound } from 'lucide-react';
import type { Group } from '@contracts/groups';
import type { FirstScreen } from '@web/lib/first-screen';
import { groupsT } from './i18n/groups-t';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { CardPlaceholder, ListState } from '@web/ui/list-state';
import { PageHeader } from '@web/ui/page-header';
import { Picture } from '@web/ui/picture';
import { UpgradeCard } from '@web/features/premium';
import { groupAlertsQuery } from './group-alerts';
import { GroupNotices } from './group-notices';
import { groupQueries } from './groups-queries';
import { RoleBadge } from './role-badge';

const GroupFormDialog = lazyDialog(
  () => import('./group-form-dialog'),
  'GroupFormDialog',
  (props) => props.open,
);

/** The member's prayer groups (decision 062), and starting one. */
/** The reader's groups, and their notices. */
export const groupsFirstScreen: FirstScreen = async ({ queryClient }) => {
  const groups = await queryClient.fetchQuery(groupQueries.list()).catch(() => null);
  // Notices are shown to someone in a group.
  if (groups && groups.items.length > 0) await queryClient.prefetchQuery(groupAlertsQuery());
};

export function GroupsPage() {
  const groups = useQuery(groupQueries.list());
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // The new group's page opens once its dialog has closed (a dialog with typed text holds the page).
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created && !creating) void navigate(`/groups/${created}`);
  }, [created, creating, navigate]);
  const items = groups.data?.items ?? [];
  // Until the list says otherwise, starting a group is offered (the server decides anyway).
  const canCreate = groups.data?.canCreate ?? true;

  const startButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {groupsT('groups.start')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={groupsT('groups.heading')}
        description={groupsT('groups.subtitle')}
        actions={canCreate ? startButton : null}
      />
      {canCreate ? null : (
        <UpgradeCard
          className="mb-6"
          title={groupsT('groups.premium.title')}
          detail={groupsT('groups.premium.detail')}
          description={groupsT('groups.premium.description')}
        />
      )}
      {/* Notices are about one's groups: someone in none has none. */}
      {items.length > 0 ? (
        <div className="mb-8">
          <GroupNotices />
        </div>
      ) : null}
      <section aria-labelledby="groups-list-heading" className="grid gap-4">
        {/* Seen beside the notices; else the page's title says it. */}
        <h2
          id="groups-list-heading"
          className={items.length > 0 ? 'text-lg font-semibold' : 'sr-only'}
        >
          {groupsT('groups.list.heading')}
        </h2>
        <ListState
          query={groups}
          empty={items.length === 0}
          loadingLabel={groupsT('groups.loading')}
          placeholder={<CardPlaceholder />}
          loadingClassName="sm:grid-cols-2"
          failedTitle={groupsT('groups.loadFailed')}
          failedDetail={groupsT('groups.loadFailed')}
          retryLabel={groupsT('groups.retry')}
          emptyState={
            <EmptyState
              icon={UsersRound}
              title={groupsT('groups.empty.title')}
              description={groupsT(
                canCreate ? 'groups.empty.description' : 'groups.empty.joinHint',
              )}
              action={canCreate ? startButton : null}
            />
          }
        >
          <ul className="grid gap-4 sm:grid-cols-2" aria-labelledby="groups-list-heading">
            {items.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
        </ListState>
      </section>
      <GroupFormDialog
        open={creating}
        onOpenChange={setCreating}
        group={null}
        onCreated={(group) => setCreated(group.id)}
      />
    </>
  );
}

function GroupCard({ group }: { group: Group }) {
  return (
    <Card className="relative grid h-full gap-2 p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40">
      <div className="flex items-center gap-3">
        <Picture src={group.photoUrl} name={group.name} className="size-12 text-base" />
        <h3 className="min-w-0 flex-1 text-lg font-semibold break-words">
          <Link
            to={`/groups/${group.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {group.name}
          </Link>
        </h3>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </div>
      {group.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
          {group.description}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-sm text-muted-foreground">
        <span>{groupsT('groups.members', { count: group.memberCount })}</span>
        <RoleBadge role={group.myRole} />
        {group.openReports > 0 ? (
          <Badge variant="destructive">
            {groupsT('groups.openReports', { count: group.openReports })}
          </Badge>
        ) : null}
      </div>
    </Card>
  );
}
