import { createTranslator } from '@web/lib/i18n/translate';
import { workflowsEn } from './workflows-en';

/** Translates a key of the workflows pages. */
export const workflowsT = createTranslator(workflowsEn, {
  pt: () => import('./workflows-pt').then((m) => m.workflowsPt),
  es: () => import('./workflows-es').then((m) => m.workflowsEs),
});
