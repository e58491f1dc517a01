import { createTranslator } from './translate';
import { workflowsEn } from './workflows-en';

/** Translates a key of the workflows pages. */
export const workflowsT = createTranslator({ en: workflowsEn });
