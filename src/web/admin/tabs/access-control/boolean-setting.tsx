import type { AccessSettingKey } from '@contracts/access';
import { Spinner } from '@web/ui/spinner';
import { Switch } from '@web/ui/switch';
import { notifySettingFailed, notifySettingSaved } from './notify-setting';
import { SettingRow } from './setting-row';
import { useUpdateAccessSetting } from './use-update-access-setting';

interface BooleanSettingProps {
  settingKey: Extract<AccessSettingKey, 'audio_enabled_free' | 'text_enabled_free'>;
  saved: string;
  title: string;
  hint: string;
}

/** A true/false setting: the switch saves at once, and shows the saved value if saving fails. */
export function BooleanSetting({ settingKey, saved, title, hint }: BooleanSettingProps) {
  const update = useUpdateAccessSetting();
  const id = `access-${settingKey}`;
  const checked = update.isPending ? update.variables.value === 'true' : saved === 'true';
  return (
    <SettingRow htmlFor={id} title={title} hint={hint} hintId={`${id}-hint`} inline>
      <div className="flex items-center gap-2">
        {update.isPending ? <Spinner className="text-muted-foreground" /> : null}
        <Switch
          id={id}
          checked={checked}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(next) =>
            update.mutate(
              { key: settingKey, value: String(next) },
              { onSuccess: notifySettingSaved, onError: notifySettingFailed },
            )
          }
        />
      </div>
    </SettingRow>
  );
}
