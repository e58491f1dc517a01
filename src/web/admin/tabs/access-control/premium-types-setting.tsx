import { useState } from 'react';
import { userContentTypes, type UserContentType } from '@contracts/enum-values';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { notifySettingFailed, notifySettingSaved } from './notify-setting';
import { SettingRow } from './setting-row';
import { useUpdateAccessSetting } from './use-update-access-setting';

function parseTypes(value: string): UserContentType[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? userContentTypes.filter((type) => (parsed as unknown[]).includes(type))
      : [];
  } catch {
    return [];
  }
}

/** premium_content_types: a list drawn from the five user content types (000 §9). */
export function PremiumTypesSetting({ saved }: { saved: string }) {
  const update = useUpdateAccessSetting();
  const savedTypes = parseTypes(saved);
  const [draft, setDraft] = useState<UserContentType[] | null>(null);
  const chosen = draft ?? savedTypes;
  const dirty =
    draft !== null &&
    (draft.length !== savedTypes.length || draft.some((type) => !savedTypes.includes(type)));

  const toggle = (type: UserContentType, on: boolean) => {
    const next = on ? [...chosen, type] : chosen.filter((item) => item !== type);
    // Keep the list in the order of the spec, whatever order the boxes were ticked in.
    setDraft(userContentTypes.filter((item) => next.includes(item)));
  };

  const save = () =>
    update.mutate(
      { key: 'premium_content_types', value: JSON.stringify(chosen) },
      {
        onSuccess: () => {
          setDraft(null);
          notifySettingSaved();
        },
        onError: notifySettingFailed,
      },
    );

  return (
    <SettingRow
      titleId="access-premium-types"
      title={adminT('admin.access.premiumTypes')}
      hint={adminT('admin.access.premiumTypesHint')}
      hintId="access-premium-types-hint"
    >
      <div
        role="group"
        aria-labelledby="access-premium-types"
        aria-describedby="access-premium-types-hint"
        className="grid gap-3"
      >
        <ul className="grid gap-2.5">
          {userContentTypes.map((type) => {
            const id = `access-premium-${type}`;
            return (
              <li key={type} className="flex items-center gap-2.5">
                <Checkbox
                  id={id}
                  checked={chosen.includes(type)}
                  disabled={update.isPending}
                  onCheckedChange={(state) => toggle(type, state === true)}
                />
                <label htmlFor={id} className="text-sm">
                  {adminT(`admin.access.type.${type}`)}
                </label>
              </li>
            );
          })}
        </ul>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={!dirty}
          loading={update.isPending}
          onClick={save}
        >
          {update.isPending ? adminT('admin.access.saving') : adminT('admin.access.save')}
        </Button>
      </div>
    </SettingRow>
  );
}
