import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Pencil, Trash2 } from 'lucide-react';
import { groupNotifyChoices, type Group, type GroupNotify } from '@contracts/groups';
import { groupsT } from './i18n/groups-t';
import { useMe } from '@web/lib/session/me-query';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
import { ImageField } from '@web/ui/image-field';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { failureToast } from './group-lists';
import { leads } from './group-roles';
import {
  forgetGroup,
  useDeleteGroup,
  useLeaveGroup,
  useRemoveGroupPhoto,
  useSetNotify,
  useUploadGroupPhoto,
} from './use-group-mutations';

const GroupFormDialog = lazyDialog(
  () => import('./group-form-dialog'),
  'GroupFormDialog',
  (props) => props.open,
);

/** What each member chooses for the group (notifications, leaving) and what its leaders may change. */
export function GroupSettings({ group }: { group: Group }) {
  const id = useId();
  const me = useMe();
  const navigate = useNavigate();
  const notify = useSetNotify(group.id);
  const queryClient = useQueryClient();
  const leave = useLeaveGroup(group.id);
  const remove = useDeleteGroup(group.id);
  // Off the group's page first: it would ask for the group again, now a 404.
  const out = async () => {
    await navigate('/groups', { replace: true });
    await forgetGroup(queryClient, group.id);
  };
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);

  // The member's choice shows at once (a controlled radio must change within its click, or the
  // browser puts it back); a refusal puts the saved one back.
  const [chosen, setChosen] = useState<GroupNotify | null>(null);
  const choose = (choice: GroupNotify) => {
    setChosen(choice);
    notify.mutate(choice, {
      onSuccess: () => notifySuccess(groupsT('groups.settings.notifySaved')),
      onError: (error) => {
        setChosen(null);
        failureToast('groups.settings.notifyFailed')(error);
      },
    });
  };

  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 p-5">
        <fieldset className="grid gap-2" aria-describedby={`${id}-notify-hint`}>
          <legend>
            <h2 className="text-lg font-semibold">{groupsT('groups.settings.notify')}</h2>
          </legend>
          <p id={`${id}-notify-hint`} className="mb-1 text-sm text-muted-foreground">
            {groupsT('groups.settings.notifyHint')}
          </p>
          {groupNotifyChoices.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-notify`}
                value={choice}
                className="size-4 accent-primary"
                checked={(chosen ?? group.notify) === choice}
                disabled={notify.isPending}
                onChange={() => choose(choice)}
              />
              {groupsT(`groups.settings.notify.${choice}`)}
            </label>
          ))}
        </fieldset>
      </Card>

      {leads(group.myRole) ? (
        <Card className="grid gap-3 p-5">
          <h2 className="text-lg font-semibold">{groupsT('groups.settings.group')}</h2>
          <GroupPhoto group={group} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              {groupsT('groups.settings.rename')}
            </Button>
            {group.myRole === 'leader' ? (
              <Button variant="destructive" onClick={() => setConfirming('delete')}>
                <Trash2 aria-hidden="true" />
                {groupsT('groups.settings.delete')}
              </Button>
            ) : null}
          </div>
        </Card>
      ) : null}

      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">{groupsT('groups.settings.leave')}</h2>
        <p className="text-sm text-muted-foreground">{groupsT('groups.settings.leaveHint')}</p>
        <div>
          <Button variant="outline" onClick={() => setConfirming('leave')}>
            <LogOut aria-hidden="true" />
            {groupsT('groups.settings.leave')}
          </Button>
        </div>
      </Card>

      <GroupFormDialog open={renaming} onOpenChange={setRenaming} group={group} />
      <ConfirmDeleteDialog
        targetId={confirming === 'leave' ? (me.data?.user.id ?? null) : null}
        description={groupsT('groups.settings.leaveDescription')}
        texts={{
          title: groupsT('groups.settings.leaveTitle', { name: group.name }),
          cancel: groupsT('groups.settings.cancel'),
          confirm: groupsT('groups.settings.leave'),
          pending: groupsT('groups.settings.leaving'),
          deleted: groupsT('groups.settings.left'),
          failed: groupsT('groups.settings.leaveFailed'),
        }}
        pending={leave.isPending}
        onConfirm={async (userId) => {
          await leave.mutateAsync(userId);
          await out();
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDeleteDialog
        targetId={confirming === 'delete' ? group.id : null}
        description={groupsT('groups.settings.deleteDescription')}
        texts={{
          title: groupsT('groups.settings.deleteTitle', { name: group.name }),
          cancel: groupsT('groups.settings.cancel'),
          confirm: groupsT('groups.settings.delete'),
          pending: groupsT('groups.settings.deleting'),
          deleted: groupsT('groups.settings.deleted'),
          failed: groupsT('groups.settings.deleteFailed'),
        }}
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync();
          await out();
        }}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

/** Leaders and co-leaders change the group's photo or go back to its initials. */
function GroupPhoto({ group }: { group: Group }) {
  const upload = useUploadGroupPhoto(group.id);
  const remove = useRemoveGroupPhoto(group.id);
  return (
    <ImageField
      imageUrl={group.photoUrl}
      name={group.name}
      texts={{
        alt: groupsT('groups.photo.label'),
        choose: groupsT('groups.photo.change'),
        remove: groupsT('groups.photo.remove'),
        hint: groupsT('groups.photo.hint'),
        failed: groupsT('groups.photo.failed'),
      }}
      uploading={upload.isPending}
      removing={remove.isPending}
      onUpload={(file) =>
        upload.mutateAsync(file).then(() => notifySuccess(groupsT('groups.photo.saved')))
      }
      onRemove={() =>
        remove.mutateAsync().then(() => notifySuccess(groupsT('groups.photo.removed')))
      }
    />
  );
}
