import type { libraryEn } from './library-en';

/**
 * Brazilian Portuguese texts of the library and the reader (the English, library-en.ts, says what
 * each is for).
 */
export const libraryPt: Record<keyof typeof libraryEn, string> = {
  'library.heading': 'Biblioteca',
  'library.subtitle': 'Orações, meditações e estudos bíblicos para ler e ouvir.',

  // Filters
  'library.search.label': 'Buscar na biblioteca',
  'library.search.placeholder': 'Buscar por título...',
  'library.category.label': 'Categoria',
  'library.category.all': 'Todas',
  'library.difficulty.label': 'Dificuldade',
  'library.difficulty.all': 'Qualquer dificuldade',
  'library.difficulty.beginner': 'Iniciante',
  'library.difficulty.intermediate': 'Intermediário',
  'library.difficulty.advanced': 'Avançado',
  'library.duration.label': 'Duração',
  'library.duration.all': 'Qualquer duração',
  'library.duration.short': 'Curta (até 5 min)',
  'library.duration.medium': 'Média (6–15 min)',
  'library.duration.long': 'Longa (mais de 15 min)',
  'library.filter.clear': 'Limpar filtros',

  // The list
  'library.list.label': 'Conteúdo da biblioteca',
  'library.list.loading': 'Carregando a biblioteca...',
  'library.list.loadFailed': 'Não foi possível carregar a biblioteca.',
  'library.list.retry': 'Tentar novamente',
  'library.list.loadMore': 'Carregar mais',
  'library.list.empty.title': 'Nada por aqui ainda',
  'library.list.empty.description':
    'Novas orações, meditações e estudos aparecem aqui assim que são publicados.',
  'library.list.noMatches.title': 'Nenhum conteúdo encontrado',
  'library.list.noMatches.description': 'Tente outras palavras ou menos filtros.',
  'library.item.minutes': '{n} min',
  'library.item.audio': 'Áudio',
  'library.item.uncategorised': 'Sem categoria',

  // The reader
  'reader.back': 'Voltar à biblioteca',
  'reader.loading': 'Carregando...',
  'reader.loadFailed': 'Não foi possível carregar este conteúdo.',
  'reader.retry': 'Tentar novamente',
  'reader.notFound.title': 'Conteúdo não encontrado',
  'reader.notFound.description':
    'Ele pode ter sido removido ou ainda não foi publicado. Explore a biblioteca para encontrar outro.',
  'reader.premium': 'Este conteúdo faz parte do Premium.',
  'reader.psalmDate': 'Salmo de {date}',
  'reader.published': 'Publicado em {date}',
  'reader.psalmHeading': 'O salmo',
  'reader.aboutHeading': 'Sobre',
  'reader.listenHeading': 'Ouvir',
  'reader.readBy': 'Lido por {name}',
  'reader.noText': 'Este item não tem texto.',
  'reader.bodyHeading': 'Texto',
  'reader.previewNote': 'Este é o início. Membros Premium leem o texto completo.',
  'reader.finish': 'Marcar como concluído',
  'reader.finished': 'Concluído. Muito bem.',
  'reader.finishedToast': 'Marcado como concluído',
  'reader.finishFailed': 'Não foi possível registrar que você concluiu',
};
