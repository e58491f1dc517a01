import { languages, type Language } from '@contracts/languages';
import { catalogTexts } from '@server/lib/i18n/texts';
import en from './i18n/en.json';
import es from './i18n/es.json';
import pt from './i18n/pt.json';

// What a group's notices say, in the member's language, from the catalogs of ./i18n (decision
// 157). English is the original; Portuguese is Brazilian (você), Spanish Latin American (tú), as
// the reminders' texts (decision 030). A request's own title is its notice's body.

type AlertTexts = {
  request: (group: string, title: string) => { title: string; body: string };
  daily: (group: string, requests: number) => { title: string; body: string };
};

const text = catalogTexts({ en, pt, es });

function textsIn(language: Language): AlertTexts {
  return {
    request: (group, title) => ({ title: text(language, 'request.title', { group }), body: title }),
    daily: (group, requests) => ({
      title: text(language, 'daily.title', { group }),
      body: text(language, 'daily.body', { requests }),
    }),
  };
}

export const groupAlertTexts: Record<Language, AlertTexts> = Object.fromEntries(
  languages.map((language) => [language, textsIn(language)]),
) as Record<Language, AlertTexts>;
