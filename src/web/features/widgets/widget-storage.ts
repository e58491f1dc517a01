import type { WidgetData } from '@contracts/psalms';

/**
 * The device-local keys of 001 §3 that the widget flow owns, in localStorage: they describe this
 * device (was a widget added here, was the suggestion shown here), not the account.
 */
export const widgetKeys = {
  appFirstOpened: 'psalmlight.appFirstOpenedAt',
  widgetAdded: 'psalmlight.widgetAdded',
  widgetAddedDate: 'psalmlight.widgetAddedAt',
  suggestionShown: 'psalmlight.widgetSuggestionShown',
  widgetPsalmData: 'psalmlight.widgetPsalmData',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage switched off: behave as a first visit, never fail
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or switched off: the flow simply shows again next time
  }
}

/** When the app was first opened on this device; recorded now if it never was. */
export function appFirstOpened(now: number): number {
  const stored = Number(read(widgetKeys.appFirstOpened));
  if (Number.isFinite(stored) && stored > 0) return stored;
  write(widgetKeys.appFirstOpened, String(now));
  return now;
}

export const widgetAdded = () => read(widgetKeys.widgetAdded) === 'true';
export const suggestionShown = () => read(widgetKeys.suggestionShown) === 'true';

export function markWidgetAdded(now: number): void {
  write(widgetKeys.widgetAdded, 'true');
  write(widgetKeys.widgetAddedDate, new Date(now).toISOString());
}

export function markSuggestionShown(): void {
  write(widgetKeys.suggestionShown, 'true');
}

/** The last widget data seen, so the preview shows today's psalm offline too. */
export function storedWidgetData(): WidgetData | null {
  try {
    return JSON.parse(read(widgetKeys.widgetPsalmData) ?? 'null') as WidgetData | null;
  } catch {
    return null;
  }
}

export function storeWidgetData(data: WidgetData): void {
  write(widgetKeys.widgetPsalmData, JSON.stringify(data));
}
