import type groupsEn from './en.json';
import * as groups from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the prayer groups' pages (decision 062: /groups, /groups/:id, the invite link's
 * /groups/join/:token). Only those pages import this file. Placeholders: {count}, {name}, {date},
 * {names}, {role}, {group}, {title}.
 */
export type GroupsMessageKey = keyof typeof groupsEn;

/**
 * Translates a key of the prayer groups' pages.
 */
export const groupsT = createTranslator<GroupsMessageKey>(groups);
