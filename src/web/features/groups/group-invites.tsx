import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Link2, X } from 'lucide-react';
import type { Group, GroupInvite } from '@contracts/groups';
import { formatDateTime, formatShortDate } from '@web/lib/format-date';
import { groupsT } from './i18n/groups-t';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { failureToast, Row, RowList, SectionHeading } from './group-lists';
import { groupQueries } from './groups-queries';
import { useCreateInvite, useRevokeInvite } from './use-group-mutations';

/**
 * Leaders' invite links: a new one is shown once, with a copy button and its expiry (only its hash
 * is kept); the links still open are listed to be revoked.
 */
export function GroupInvites({ group }: { group: Group }) {
  const invites = useQuery(groupQueries.invites(group.id));
  const create = useCreateInvite(group.id);
  const revoke = useRevokeInvite(group.id);
  const [made, setMade] = useState<GroupInvite | null>(null);
  const items = invites.data?.items ?? [];

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: setMade,
      onError: failureToast('groups.invites.createFailed'),
    });
  const revokeLink = (inviteId: string) =>
    revoke.mutate(inviteId, {
      onSuccess: () => {
        notifySuccess(groupsT('groups.invites.revoked'));
        if (made?.id === inviteId) setMade(null);
      },
      onError: failureToast('groups.invites.revokeFailed'),
    });

  return (
    <section aria-labelledby="group-invites-heading" className="grid gap-3">
      <SectionHeading
        id="group-invites-heading"
        title={groupsT('groups.invites.heading')}
        description={groupsT('groups.invites.description')}
      />
      <div>
        <Button onClick={makeLink} loading={create.isPending}>
          <Link2 aria-hidden="true" />
          {groupsT(create.isPending ? 'groups.invites.creating' : 'groups.invites.create')}
        </Button>
      </div>
      {made ? <NewLink invite={made} /> : null}
      <h3 className="text-base font-medium">{groupsT('groups.invites.open')}</h3>
      <RowList
        query={invites}
        count={items.length}
        label={groupsT('groups.invites.open')}
        failed={groupsT('groups.invites.loadFailed')}
        none={groupsT('groups.invites.none')}
      >
        {items.map((invite) => {
          const date = formatShortDate(invite.createdAt);
          return (
            <Row
              key={invite.id}
              testId="group-invite"
              actions={
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={groupsT('groups.invites.revokeLabel', { date })}
                  disabled={revoke.isPending}
                  onClick={() => revokeLink(invite.id)}
                >
                  <X aria-hidden="true" />
                  {groupsT('groups.invites.revoke')}
                </Button>
              }
            >
              <span className="text-sm">
                {invite.madeBy
                  ? groupsT('groups.invites.madeBy', { name: invite.madeBy, date })
                  : groupsT('groups.invites.madeByGone', { date })}
              </span>
              <span className="text-xs text-muted-foreground">
                {groupsT('groups.invites.expires', { date: formatDateTime(invite.expiresAt) })}
              </span>
            </Row>
          );
        })}
      </RowList>
    </section>
  );
}

/** The link just made: the one time its URL can be read. */
function NewLink({ invite }: { invite: GroupInvite }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      notifySuccess(groupsT('groups.invites.copied'));
    } catch (error) {
      failureToast('groups.invites.copyFailed')(error);
    }
  };
  return (
    <Card className="grid gap-2 border-primary/40 bg-primary-soft/30 p-4" data-testid="new-invite">
      <Label htmlFor={`${id}-url`}>{groupsT('groups.invites.newLink')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-url`}
          readOnly
          value={invite.url}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {groupsT('groups.invites.copy')}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {groupsT('groups.invites.once')}{' '}
        {groupsT('groups.invites.expires', { date: formatDateTime(invite.expiresAt) })}
      </p>
    </Card>
  );
}
