import { LogIn } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { journalT } from './i18n/journal-t';
import { resetSession } from '@web/lib/session/me-query';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';

/**
 * 001 §2: the journal of someone signed out says "Please log in." The route guard sends visitors
 * without a session to /auth, so this shows when the session ends while the journal is open.
 * Signing in forgets the old session; the guard then takes the person to /auth and back here.
 */
export function PleaseLogIn() {
  const queryClient = useQueryClient();
  return (
    <EmptyState
      icon={LogIn}
      title={journalT('journal.pleaseLogIn')}
      description={journalT('journal.pleaseLogInDescription')}
      action={
        <Button onClick={() => void resetSession(queryClient, null)}>
          {journalT('journal.signIn')}
        </Button>
      }
    />
  );
}
