import type { Resolver } from 'react-hook-form';
import type { Profile, ProfileUpdate } from '@contracts/profile';
import { applyFieldErrors } from '@web/lib/field-errors';
import { accountT as t } from './i18n/account-t';
import { changeLocale } from '@web/lib/i18n/change-locale';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { setTheme } from '@web/lib/theme';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { useUnsavedChangesGuard } from '@web/ui/unsaved-changes';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { changesOf, draftOf, settingsFields, type SettingsDraft } from './settings-draft';
import { useUpdateProfile } from './use-update-profile';

const checkChanges = lazyResolver(() =>
  import('./account-resolvers').then((module) => module.checkProfileChanges),
);

/**
 * The contract's `profileUpdate` checks the fields that differ from the saved profile, the ones
 * sent: a field left as it was stays as it was, whatever rule came after it was saved.
 */
const changesResolver =
  (saved: SettingsDraft): Resolver<SettingsDraft, unknown, ProfileUpdate> =>
  (values, context, options) =>
    checkChanges(changesOf(saved, values), context, options as never);

/**
 * The profile and app preferences, saved together (001 §7 Upsert profiles) with the spec's toasts.
 * Unsaved edits are guarded (leaving asks first). The theme shows at once when picked; it is
 * stored with the rest on Save.
 */
export function SettingsForm({ profile }: { profile: Profile }) {
  const saved = draftOf(profile);
  const form = useCheckedForm(saved, changesResolver(saved));
  const draft = form.values;
  const update = useUpdateProfile();
  const dirty = Object.keys(changesOf(saved, draft)).length > 0;
  const guard = useUnsavedChangesGuard(dirty && !update.isPending);

  const submit = form.handleSubmit((changes) => {
    update.mutate(changes, {
      onSuccess: (next) => {
        form.reset(draftOf(next));
        // A new language redraws every page in it; the toast then says "saved" in that language.
        void changeLocale(next.language)
          .catch(() => {})
          .finally(() => notifySuccess(t('account.saved'), t('account.savedDescription')));
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, settingsFields);
        notifyFailure(t('account.saveFailedTitle'), t('account.saveFailed'));
      },
    });
  });

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      <ProfileSection profile={profile} form={form} />
      <PreferencesSection form={form} onTheme={setTheme} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty} loading={update.isPending}>
          {update.isPending ? t('account.saving') : t('account.save')}
        </Button>
      </div>
      {guard.prompt}
    </form>
  );
}
