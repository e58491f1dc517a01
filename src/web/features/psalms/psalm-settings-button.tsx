import { useState } from 'react';
import { Settings2 } from 'lucide-react';
import { Button } from '@web/ui/button';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { psalmT } from './i18n/psalm-t';

// The dialog, and the dialog library under it, load when the reader first opens it: the psalm's
// first screen shows only the button.
const PsalmSettingsDialog = lazyDialog(
  () => import('./psalm-settings-dialog'),
  'PsalmSettingsDialog',
  (props) => props.open,
);

/** The psalm page's Settings button and the dialog it opens (001 §2). */
export function PsalmSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Settings2 aria-hidden="true" />
        {psalmT('psalm.settingsButton')}
      </Button>
      <PsalmSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
