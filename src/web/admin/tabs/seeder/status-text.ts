import content from '@web/admin/i18n/content/en.json?messages';
import { adminT, type AdminMessageKey } from '@web/admin/i18n/admin-t';
import { currentLocale, templateText } from '@web/lib/i18n/translate';

/**
 * The system status lines come from the server in English (a service's name, how it runs, what it
 * found: decision 111). Staff read them in their language: each line is matched against these
 * English templates, `{0}` standing for what varies (a model, a count, an error), and given in the
 * active language; a part that varies is itself looked up ("Offline composer (…)" inside
 * "{0} (offline default)"). A line no template knows (a product name, PostgreSQL) stays as sent.
 * More specific templates come first.
 */
const templates: readonly AdminMessageKey[] = [
  'admin.status.text.name.database',
  'admin.status.text.name.text',
  'admin.status.text.name.voice',
  'admin.status.text.name.email',
  'admin.status.text.name.jobs',
  'admin.status.text.mode.offlineDefault',
  'admin.status.text.mode.pglite',
  'admin.status.text.mode.outbox',
  'admin.status.text.mode.composer',
  'admin.status.text.mode.offlineSpeechFestival',
  'admin.status.text.mode.offlineSpeech',
  'admin.status.text.mode.openaiSpeech',
  'admin.status.text.mode.openaiAt',
  'admin.status.text.mode.openai',
  'admin.status.text.detail.answering',
  'admin.status.text.detail.notAnswering',
  'admin.status.text.detail.outbox',
  'admin.status.text.detail.smtpOk',
  'admin.status.text.detail.smtpDown',
  'admin.status.text.detail.heartbeat',
  'admin.status.text.detail.heartbeatSince',
  'admin.status.text.detail.noHeartbeat',
  'admin.status.text.detail.verses',
  'admin.status.text.detail.providerAnswers',
  'admin.status.text.detail.unreachable',
  'admin.status.text.detail.localSpeech',
  'admin.status.text.language.web',
  'admin.status.text.language.almeida1911',
  'admin.status.text.language.rv1909',
  'admin.status.text.language.asked',
  'admin.status.text.language.voiceReads',
  'admin.status.text.language.festival',
  'admin.status.text.language.flite',
  'admin.status.text.language.espeakPt',
  'admin.status.text.language.espeakEs',
  'admin.status.text.language.fliteStandIn',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: { key: AdminMessageKey; pattern: RegExp }[] | undefined;

function compiled() {
  patterns ??= templates.map((key) => ({
    key,
    pattern: new RegExp(
      `^${escape(templateText(content[key] ?? '')).replace(/\\\{\d+\\\}/g, '(.+?)')}$`,
      's',
    ),
  }));
  return patterns;
}

/** A status line in the active language; English, or a line no template knows, as sent. */
export function localizeStatusText(text: string): string {
  if (currentLocale() === 'en') return text;
  for (const { key, pattern } of compiled()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = match.slice(1).map(localizeStatusText);
    return adminT(key, Object.fromEntries(values.map((value, index) => [index, value])));
  }
  return text;
}
