import type { Language } from '@contracts/enums';
import type { WritingRequest } from './types';
import type { Occasion } from './occasions';

// The fixed prompts the forms of offline writing are checked and shown with (decision 056,
// writing-forms.test.ts, docs/offline-writing.md): the five psalm prompts that showed the old
// composer's faults and a hospital stay, in each language, with the occasion each names.

export const samplePrompts: Record<Language, [Occasion, WritingRequest['theme'], string][]> = {
  en: [
    ['wedding', 'joy', 'A psalm of joy for my daughter’s wedding'],
    ['grief', 'comfort', 'A psalm for a family grieving a father’s death'],
    ['exams', 'peace', 'A psalm for students facing their final exams'],
    ['harvest', 'gratitude', 'A psalm of thanks for the harvest'],
    ['harsh_words', 'forgiveness', 'Hurting a friend with harsh words'],
    ['hospital', 'trust', 'A psalm of trust for a family waiting for news from the hospital'],
  ],
  pt: [
    ['wedding', 'joy', 'Um salmo de alegria para o casamento da minha filha'],
    ['grief', 'comfort', 'Para uma família de luto pela morte do pai'],
    ['exams', 'peace', 'Para estudantes diante das provas finais'],
    ['harvest', 'gratitude', 'Gratidão pela colheita'],
    ['harsh_words', 'forgiveness', 'Para quem disse palavras duras a um amigo'],
    ['hospital', 'trust', 'Para uma família esperando notícias do hospital'],
  ],
  es: [
    ['wedding', 'joy', 'Un salmo de gozo para la boda de mi hija'],
    ['grief', 'comfort', 'Para una familia en duelo por la muerte de su padre'],
    ['exams', 'peace', 'Para estudiantes ante los exámenes finales'],
    ['harvest', 'gratitude', 'Gratitud por la cosecha'],
    ['harsh_words', 'forgiveness', 'Para quien dijo palabras duras a un amigo'],
    ['hospital', 'trust', 'Para una familia que espera noticias del hospital'],
  ],
};
