import type { Profile, ProfileUpdate } from '@contracts/profile';

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

/** A change to one field of the draft. */
export type SetField = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;
