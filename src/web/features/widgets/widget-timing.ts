/** 001 §4 and §9: the widget suggestion's timings. */
export const widgetTiming = {
  /** The app must have been first opened this long ago before the card is offered. */
  suggestAfterMs: 3 * 24 * 60 * 60 * 1000,
  /** The card appears this long after opening. */
  cardAfterMs: 3_000,
  /** Without the card, a tip toast appears this long after opening... */
  tipAfterMs: 30_000,
  /** ...and stays this long. */
  tipDurationMs: 8_000,
} as const;

export type SuggestionPlan = 'card' | 'tip' | 'none';

/**
 * What this opening of the app offers: the card when no widget was added, the suggestion was never
 * shown and the app was first opened at least three days ago; otherwise the tip, unless a widget
 * was added or the suggestion was already answered.
 */
export function planSuggestion(input: {
  now: number;
  firstOpened: number;
  widgetAdded: boolean;
  suggestionShown: boolean;
}): SuggestionPlan {
  if (input.widgetAdded || input.suggestionShown) return 'none';
  if (input.now - input.firstOpened >= widgetTiming.suggestAfterMs) return 'card';
  return 'tip';
}
