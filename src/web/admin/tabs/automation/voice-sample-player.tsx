import { useEffect, useId, useRef, useState } from 'react';
import { Square, Volume2 } from 'lucide-react';
import { languages, type Language, type VoicePreset } from '@contracts/enum-values';
import type { VoiceSampleQuery } from '@contracts/automation';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Label } from '@web/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';

type State = 'idle' | 'loading' | 'playing';

/** The sample's address: an <audio> element fetches it, with the session cookie (same origin). */
const sampleUrl = (query: Required<VoiceSampleQuery>) =>
  `/api/admin/automation/voice-sample?${new URLSearchParams(query)}`;

/**
 * "Hear this voice" (decision 074): the preset chosen in the card reads a short sentence in the
 * language picked here, synthesised by the server's voice service (kept there once made), so staff
 * hear each preset in each language before they save it.
 */
export function VoiceSamplePlayer({ voice, disabled }: { voice: VoicePreset; disabled: boolean }) {
  const id = useId();
  const [language, setLanguage] = useState<Language>('en');
  const [state, setState] = useState<State>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);

  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    setState('idle');
  };
  // A different voice or language, or leaving the tab, ends the sample that plays.
  useEffect(() => stop, [voice, language]);

  const play = () => {
    stop();
    const player = new Audio(sampleUrl({ voice, language }));
    audio.current = player;
    setState('loading');
    player.addEventListener('playing', () => audio.current === player && setState('playing'));
    player.addEventListener('ended', () => audio.current === player && stop());
    player.addEventListener('error', () => {
      if (audio.current !== player) return;
      stop();
      notifyFailure(adminT('automation.sample.failed'));
    });
    player.play().catch(() => {});
  };

  const voiceName = adminT(`psalms.voice.${voice}`);
  return (
    <div className="grid gap-1.5" data-testid="voice-sample">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-36 flex-1 gap-1.5">
          <Label htmlFor={`${id}-language`}>{adminT('automation.sample.language')}</Label>
          <Select
            value={language}
            onValueChange={(value) => setLanguage(value as Language)}
            disabled={disabled}
          >
            <SelectTrigger id={`${id}-language`}>
              <SelectValue>{adminT(`automation.language.${language}`)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {languages.map((option) => (
                <SelectItem key={option} value={option}>
                  {adminT(`automation.language.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={disabled}
          loading={state === 'loading'}
          onClick={state === 'idle' ? play : stop}
          aria-describedby={`${id}-hint`}
        >
          {state === 'playing' ? <Square aria-hidden="true" /> : null}
          {state === 'idle' ? <Volume2 aria-hidden="true" /> : null}
          {state === 'loading'
            ? adminT('automation.sample.loading')
            : state === 'playing'
              ? adminT('automation.sample.stop')
              : adminT('automation.sample.play')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {adminT('automation.sample.hint', { voice: voiceName })}
      </p>
    </div>
  );
}
