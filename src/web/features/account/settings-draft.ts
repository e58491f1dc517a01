import type { Profile, ProfileUpdate } from '@contracts/profile';
import type { CheckedForm } from '@web/lib/use-checked-form';

/** What the settings form edits: the profile less what it only shows (email, picture, times). */
export type SettingsDraft = Required<Omit<ProfileUpdate, 'fullName'>> & { fullName: string };

export const draftOf = (profile: Profile): SettingsDraft => ({
  fullName: profile.fullName ?? '',
  denomination: profile.denomination,
  prayerFocus: profile.prayerFocus,
  language: profile.language,
  theme: profile.theme,
  audioAutoplay: profile.audioAutoplay,
  dailyReminders: profile.dailyReminders,
  pushNotifications: profile.pushNotifications,
  scriptureDaily: profile.scriptureDaily,
  emailUpdates: profile.emailUpdates,
});

/** The fields that differ from the saved profile (only those are sent). */
export function changesOf(saved: SettingsDraft, draft: SettingsDraft): ProfileUpdate {
  const keys = Object.keys(draft) as (keyof SettingsDraft)[];
  return Object.fromEntries(
    keys.filter((key) => draft[key] !== saved[key]).map((key) => [key, draft[key]]),
  ) as ProfileUpdate;
}

/** The fields a 400 answer may name. */
export const settingsFields = [
  'fullName',
  'denomination',
  'prayerFocus',
  'language',
  'theme',
  'audioAutoplay',
  'dailyReminders',
  'pushNotifications',
  'scriptureDaily',
  'emailUpdates',
] as const satisfies readonly (keyof SettingsDraft)[];

/** The settings form the sections fill in: the draft in, the checked changes out. */
export type SettingsFormApi = CheckedForm<SettingsDraft, ProfileUpdate>;
