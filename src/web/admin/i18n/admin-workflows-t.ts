import { adminWorkflowsEn } from './admin-workflows-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the portal's Workflows tab. */
export const adminWorkflowsT = createTranslator(adminWorkflowsEn, {
  pt: () => import('./admin-workflows-pt').then((m) => m.adminWorkflowsPt),
  es: () => import('./admin-workflows-es').then((m) => m.adminWorkflowsEs),
});
