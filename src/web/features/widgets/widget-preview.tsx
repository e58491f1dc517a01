import { useState } from 'react';
import type { WidgetData } from '@contracts/psalms';
import { widgetSizes } from '@contracts/widget-sizes';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { cn } from '@web/lib/cn';
import { BrandMark } from '@web/ui/brand-mark';
import { useWidgetContent } from './use-widget-content';
import { storedWidgetData } from './widget-storage';

type SizeName = (typeof widgetSizes)[number]['size'];

/** How much of the psalm each size shows (the widget data is cut to 150 characters already). */
const excerpt: Record<SizeName, number> = { small: 40, medium: 90, large: 150 };
/** The frame at each size: smaller on phones, where the dialog around it must fit the screen. */
const frame: Record<SizeName, string> = {
  small: 'size-32 sm:size-36',
  medium: 'h-32 w-60 max-w-full sm:h-36 sm:w-72',
  large: 'size-60 max-w-full sm:size-72',
};

/**
 * The widget as it looks on a home screen, at the three sizes of 001 §3, with today's psalm from
 * /api/latest-content (or the copy kept on the device, or a sample line when there is neither).
 */
export function WidgetPreview() {
  const content = useWidgetContent();
  const [size, setSize] = useState<SizeName>('medium');
  const data: Pick<WidgetData, 'title' | 'content' | 'duration'> = content.data ??
    storedWidgetData() ?? {
      title: t('widget.previewTitle'),
      content: t('widget.previewSample'),
      duration: '2:30',
    };
  const chosen = widgetSizes.find((option) => option.size === size) ?? widgetSizes[1];
  const text =
    data.content.length > excerpt[size]
      ? `${data.content.slice(0, excerpt[size]).trimEnd()}…`
      : data.content;
  return (
    <figure className="grid justify-items-center gap-2 rounded-lg bg-muted p-3 sm:gap-3 sm:p-4">
      <figcaption className="text-sm font-medium">{t('widget.preview')}</figcaption>
      <div role="group" aria-label={t('widget.preview')} className="flex gap-1">
        {widgetSizes.map((option) => (
          <button
            key={option.size}
            type="button"
            aria-pressed={option.size === size}
            onClick={() => setSize(option.size)}
            className={cn(
              'rounded-md px-2.5 py-1 text-xs font-medium',
              option.size === size
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`widget.size.${option.size}`)}
          </button>
        ))}
      </div>
      <div
        data-testid="widget-preview"
        aria-label={t('widget.previewSize', {
          size: t(`widget.size.${chosen.size}`),
          columns: chosen.columns,
          rows: chosen.rows,
        })}
        role="group"
        className={cn(
          'grid content-start gap-1.5 overflow-hidden rounded-2xl border bg-card p-3 text-card-foreground shadow-md',
          frame[size],
        )}
      >
        <div className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <BrandMark className="size-4" />
          <span className="truncate">{data.title}</span>
        </div>
        <p className="text-xs leading-snug">{text}</p>
        {size !== 'small' && <p className="text-xs text-muted-foreground">{data.duration}</p>}
      </div>
    </figure>
  );
}
