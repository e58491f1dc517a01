import { adminWorkflowsEn } from './admin-workflows-en';
import { createTranslator } from './translate';

/** Translates a key of the portal's Workflows tab. */
export const adminWorkflowsT = createTranslator({ en: adminWorkflowsEn });
