import { useState, type FormEvent } from 'react';
import { profileUpdate, type Profile } from '@contracts/profile';
import { ApiError } from '@web/lib/api-error';
import { accountT as t } from '@web/lib/i18n/account-t';
import { changeLocale } from '@web/lib/i18n/change-locale';
import { setTheme } from '@web/lib/theme';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { changesOf, draftOf, type SetField, type SettingsDraft } from './settings-draft';
import { useUpdateProfile } from './use-update-profile';

type Errors = Partial<Record<keyof SettingsDraft, string>>;

/**
 * The profile and app preferences, saved together (001 §7 Upsert profiles) with the spec's toasts.
 * Unsaved edits are guarded (leaving asks first). The theme shows at once when picked; it is
 * stored with the rest on Save.
 */
export function SettingsForm({ profile }: { profile: Profile }) {
  const saved = draftOf(profile);
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile();
  const changes = changesOf(saved, draft);
  const dirty = Object.keys(changes).length > 0;
  const guard = useUnsavedChangesGuard(dirty && !update.isPending);

  const set: SetField = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's rules, checked here first for an answer without a round trip.
    const checked = profileUpdate.safeParse(changes);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        // A new language redraws every page in it; the toast then says "saved" in that language.
        void changeLocale(next.language)
          .catch(() => {})
          .finally(() => notifySuccess(t('account.saved'), t('account.savedDescription')));
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields as Errors);
        notifyFailure(t('account.saveFailedTitle'), t('account.saveFailed'));
      },
    });
  };

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      <ProfileSection profile={profile} draft={draft} set={set} errors={errors} />
      <PreferencesSection draft={draft} set={set} onTheme={setTheme} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty} loading={update.isPending}>
          {update.isPending ? t('account.saving') : t('account.save')}
        </Button>
      </div>
      {guard.prompt}
    </form>
  );
}
