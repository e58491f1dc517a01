import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import type { Group } from '@contracts/groups';
import { formatShortDate } from '@web/lib/format-date';
import { groupsT } from './i18n/groups-t';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { failureToast, Row, RowList, SectionHeading } from './group-lists';
import { groupQueries } from './groups-queries';
import { useTakeBackRemoval } from './use-group-mutations';

/** Whom the group's leaders removed: an invite link lets them in again once a leader allows it. */
export function GroupRemovals({ group }: { group: Group }) {
  const removals = useQuery(groupQueries.removals(group.id));
  const takeBack = useTakeBackRemoval(group.id);
  const items = removals.data?.items ?? [];
  return (
    <section aria-labelledby="group-removals-heading" className="grid gap-3">
      <SectionHeading
        id="group-removals-heading"
        title={groupsT('groups.removals.heading')}
        description={groupsT('groups.removals.description')}
      />
      <RowList
        query={removals}
        count={items.length}
        label={groupsT('groups.removals.heading')}
        failed={groupsT('groups.removals.loadFailed')}
        none={groupsT('groups.removals.none')}
      >
        {items.map((person) => (
          <Row
            key={person.userId}
            testId="group-removal"
            actions={
              <Button
                variant="outline"
                size="sm"
                aria-label={groupsT('groups.removals.takeBackLabel', { name: person.name })}
                disabled={takeBack.isPending}
                onClick={() =>
                  takeBack.mutate(person.userId, {
                    onSuccess: () =>
                      notifySuccess(groupsT('groups.removals.takenBack', { name: person.name })),
                    onError: failureToast('groups.removals.takeBackFailed'),
                  })
                }
              >
                <Undo2 aria-hidden="true" />
                {groupsT('groups.removals.takeBack')}
              </Button>
            }
          >
            <span className="font-medium break-words">{person.name}</span>
            <span className="text-xs text-muted-foreground">
              {groupsT('groups.removals.removedOn', { date: formatShortDate(person.removedAt) })}
            </span>
          </Row>
        ))}
      </RowList>
    </section>
  );
}
