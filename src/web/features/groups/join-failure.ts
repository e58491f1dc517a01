import { inviteExpired, inviteNotValid, removedFromGroup } from '@contracts/groups';
import { errorMessage, isApiError } from '@web/lib/api-error';
import { groupsT } from './i18n/groups-t';

/**
 * Why an invite link did not let the reader in, in their language. The server's three refusals
 * are told apart by their text where it reached us as sent (English); in another language the
 * answer carries a general sentence instead, so the status says which it was.
 */
export function joinFailure(error: unknown): string {
  const failed = groupsT('groups.join.failed');
  if (!isApiError(error)) return failed;
  if (error.message === inviteExpired) return groupsT('groups.join.expired');
  if (error.message === inviteNotValid) return groupsT('groups.join.invalid');
  if (error.message === removedFromGroup) return groupsT('groups.join.removed');
  if (error.status === 403) return groupsT('groups.join.removed');
  if (error.status === 404) return groupsT('groups.join.invalidOrExpired');
  return errorMessage(error, failed);
}
