import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@web/ui/link';
import { Link2Off, RefreshCw } from 'lucide-react';
import { groupsT } from './i18n/groups-t';
import { t } from '@web/lib/i18n/t';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { PageLoading } from '@web/ui/page-loading';
import { joinFailure } from './join-failure';
import { useJoinGroup } from './use-group-mutations';

/**
 * An invite link (/groups/join/<token>). The route has already sent a signed-out visitor through
 * sign-in and back here; the link is used at once and the member lands on the group's page.
 */
export function JoinGroupPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const join = useJoinGroup();
  const tried = useRef<string | null>(null);

  const attempt = () =>
    join.mutate(token, {
      onSuccess: (group) => {
        notifySuccess(groupsT('groups.join.joined', { name: group.name }));
        void navigate(`/groups/${group.id}`, { replace: true });
      },
    });

  // Once per link: a retry is the reader's to ask for.
  const firstAttempt = useEffectEvent(attempt);
  useEffect(() => {
    if (tried.current === token) return;
    tried.current = token;
    firstAttempt();
  }, [token]);

  if (join.isError)
    return (
      <div role="alert">
        <title>{`${groupsT('groups.join.failedTitle')} · ${t('app.name')}`}</title>
        <EmptyState
          icon={Link2Off}
          headingLevel={1}
          title={groupsT('groups.join.failedTitle')}
          description={joinFailure(join.error)}
          action={
            <>
              <Button asChild>
                <Link to="/groups">{groupsT('groups.back')}</Link>
              </Button>
              <Button variant="outline" onClick={attempt} loading={join.isPending}>
                <RefreshCw aria-hidden="true" />
                {groupsT('groups.join.tryAgain')}
              </Button>
            </>
          }
        />
      </div>
    );
  return <PageLoading message={groupsT('groups.join.joining')} />;
}
