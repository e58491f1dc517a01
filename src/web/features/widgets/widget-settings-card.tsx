import { useId, useState } from 'react';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { notifySuccess } from '@web/lib/toasts';
import { useHydrated } from '@web/lib/use-hydrated';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { hasHomeScreen } from './has-home-screen';
import { WidgetDialog } from './lazy-widget-dialog';
import { markWidgetAdded, widgetAdded } from './widget-storage';

/**
 * Account Settings' way back to the widget dialog: the "add the widget later from Settings"
 * toast leads here (001 §8). Only where a home screen exists, like the rest of the flow.
 */
export function WidgetSettingsCard() {
  // This device's screen and storage decide it: known once the page is live.
  const hydrated = useHydrated();
  return hydrated && hasHomeScreen() ? <WidgetCard /> : null;
}

function WidgetCard() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(widgetAdded);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('widget.settingsTitle')}</CardTitle>
        <CardDescription>
          {t(added ? 'widget.settingsAdded' : 'widget.suggestionBody')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('widget.addWidget')}
        </Button>
      </CardContent>
      {open && (
        <WidgetDialog
          open
          onAdded={() => {
            markWidgetAdded(Date.now());
            setAdded(true);
            setOpen(false);
            notifySuccess(t('widget.addedToast'));
          }}
          onLater={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
