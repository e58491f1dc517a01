import { Smartphone } from 'lucide-react';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { Button } from '@web/ui/button';

/** 001 §2: the suggestion card, with Add Widget and Later; at the top, clear of the toasts below. */
export function WidgetSuggestionCard({
  onAdd,
  onLater,
}: {
  onAdd: () => void;
  onLater: () => void;
}) {
  return (
    <section
      aria-labelledby="widget-suggestion-title"
      className="fixed inset-x-4 top-18 z-40 mx-auto grid max-w-md gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg lg:top-6 lg:right-6 lg:left-auto lg:mx-0 lg:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-primary-soft p-2 text-primary-soft-foreground">
          <Smartphone aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="widget-suggestion-title" className="font-semibold">
            {t('widget.suggestionTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('widget.suggestionBody')}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onLater}>
          {t('widget.later')}
        </Button>
        <Button onClick={onAdd}>{t('widget.addWidget')}</Button>
      </div>
    </section>
  );
}
