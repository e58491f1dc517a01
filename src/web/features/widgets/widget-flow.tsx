import { useEffect, useRef, useState } from 'react';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { navigateTo } from '@web/lib/navigation';
import { notifyAction, notifySuccess } from '@web/lib/toasts';
import { hasHomeScreen } from './has-home-screen';
import { WidgetDialog } from './lazy-widget-dialog';
import { WidgetSuggestionCard } from './widget-suggestion-card';
import {
  appFirstOpened,
  markSuggestionShown,
  markWidgetAdded,
  suggestionShown,
  widgetAdded,
} from './widget-storage';
import { planSuggestion, widgetTiming, type SuggestionPlan } from './widget-timing';

/** The web's widget flow (001 §4, decision 139): the suggestion card or tip, and the dialog. */
export function WidgetFlow() {
  const [card, setCard] = useState(false);
  const [dialog, setDialog] = useState(false);
  // Decided once per opening of the app (reads this device's flags; records the first opening).
  const [plan] = useState<SuggestionPlan>(() => {
    if (!hasHomeScreen()) return 'none';
    const now = Date.now();
    return planSuggestion({
      now,
      firstOpened: appFirstOpened(now),
      widgetAdded: widgetAdded(),
      suggestionShown: suggestionShown(),
    });
  });

  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // The timers below start now: browser tests with a fake clock wait for this mark.
    if (marker.current) marker.current.dataset.startedAt = String(Date.now());
    if (plan === 'card') {
      const timer = window.setTimeout(() => setCard(true), widgetTiming.cardAfterMs);
      return () => window.clearTimeout(timer);
    }
    if (plan === 'tip') {
      const timer = window.setTimeout(() => {
        if (widgetAdded() || suggestionShown()) return;
        notifyAction(t('widget.tip'), {
          id: 'widget-tip',
          duration: widgetTiming.tipDurationMs,
          action: {
            label: t('widget.addWidget'),
            onClick: () => {
              markSuggestionShown();
              setDialog(true);
            },
          },
        });
      }, widgetTiming.tipAfterMs);
      return () => window.clearTimeout(timer);
    }
  }, [plan]);

  const later = () => {
    notifyAction(t('widget.laterToast'), {
      id: 'widget-later',
      action: { label: t('widget.settings'), onClick: () => void navigateTo('/account') },
    });
  };

  return (
    <>
      {/* What this opening offers (browser tests read it). */}
      <span hidden ref={marker} data-testid="widget-flow" data-plan={plan} />
      {card && (
        <WidgetSuggestionCard
          onAdd={() => {
            markSuggestionShown();
            setCard(false);
            setDialog(true);
          }}
          onLater={() => {
            markSuggestionShown();
            setCard(false);
            later();
          }}
        />
      )}
      {dialog && (
        <WidgetDialog
          open
          onAdded={() => {
            markWidgetAdded(Date.now());
            setDialog(false);
            notifySuccess(t('widget.addedToast'));
          }}
          onLater={() => {
            setDialog(false);
            later();
          }}
        />
      )}
    </>
  );
}
