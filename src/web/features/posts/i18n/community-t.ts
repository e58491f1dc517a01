import type postsEn from './en.json';
import * as posts from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the community page (001 §2 Community screen, §5, §8 Community). Only the community
 * page imports this file. Quoted texts of the spec are kept word for word. Placeholders: {count},
 * {max}, {type}, {name}, {tag}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'community.toast.loadFailed': 001 §8 Community, word for word.
 */
export type CommunityMessageKey = keyof typeof postsEn;

/**
 * Translates a key of the community page.
 */
export const communityT = createTranslator<CommunityMessageKey>(posts);
