import { z } from 'zod';
import { language } from './enums';

/**
 * How a provider serves one of the members' languages: wholly in that language (`native`), in it
 * but quoting English (`partial`: a frame in the language around English verses), or
 * with English standing in (`english`: an offline voice reading Portuguese with an English voice).
 */
export const languageSupport = z.object({
  language,
  support: z.enum(['native', 'partial', 'english']),
  /** What serves it, e.g. "eSpeak NG, Brazilian Portuguese voice" or "World English Bible verses". */
  detail: z.string(),
});
export type LanguageSupport = z.infer<typeof languageSupport>;

/** One service the app depends on, as the Sample tab's status card shows it. */
export const serviceStatus = z.object({
  name: z.string(),
  /** Which implementation runs: a configured provider or the offline default. */
  mode: z.string(),
  state: z.enum(['ok', 'degraded', 'down']),
  detail: z.string(),
  /** For text generation and voice narration: how each language (en, pt, es) is served. */
  languages: z.array(languageSupport).optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;
/** The starter library being read aloud in the background after a fresh install: n of total. */
export const starterNarration = z.object({
  narrated: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type StarterNarration = z.infer<typeof starterNarration>;

export const systemStatus = z.object({
  services: z.array(serviceStatus),
  checkedAt: z.string(),
  /** Null when no starter library narration is under way. */
  starterNarration: starterNarration.nullable(),
});
