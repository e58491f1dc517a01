import { useId } from 'react';
import { playerT } from './i18n/player-t';
import { Switch } from '@web/ui/switch';
import { usePlayerActions, usePlayerState } from './player-provider';

/** "Ambient sound" on or off, where a meditation or a guided session offers the bed. */
export function AmbientSwitch() {
  const id = useId();
  const { ambient } = usePlayerState();
  const { setAmbient } = usePlayerActions();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={ambient} onCheckedChange={setAmbient} />
      <label htmlFor={id} className="text-sm">
        {playerT('player.ambient')}
      </label>
    </div>
  );
}
