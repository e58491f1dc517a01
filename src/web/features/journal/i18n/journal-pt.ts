import type { JournalMessageKey } from './journal-en';

/** Brazilian Portuguese texts of the prayer journal (the English, journal-en.ts, says what each is for). */
export const journalPt: Record<JournalMessageKey, string> = {
  'journal.heading': 'Diário de oração',
  'journal.subtitle': 'Um lugar reservado para suas orações, reflexões e gratidão.',
  'journal.pleaseLogIn': 'Entre na sua conta.',
  'journal.pleaseLogInDescription':
    'Seu diário é particular: entre para ler e escrever suas anotações.',
  'journal.signIn': 'Entrar',
  'journal.newEntry': 'Nova anotação',

  // Stat cards
  'journal.stats.heading': 'Seu diário em resumo',
  'journal.stats.totalEntries': 'Total de anotações',
  'journal.stats.thisWeek': 'Esta semana',
  'journal.stats.answeredPrayers': 'Orações respondidas',
  'journal.stats.streak': 'Dias seguidos',
  'journal.stats.loading': 'Carregando',
  'journal.stats.loadFailed': 'Não foi possível carregar os números do seu diário.',
  'journal.stats.unavailable': 'Indisponível',

  // Search and filters
  'journal.search.label': 'Pesquisar anotações',
  'journal.search.placeholder': 'Pesquise suas anotações...',
  'journal.filter.button': 'Filtrar por categoria',
  'journal.filter.activeCount': '{count, plural, =0 {# ativos} one {# ativo} other {# ativos}}',
  'journal.filter.category': 'Categoria',
  'journal.filter.mood': 'Humor',
  'journal.filter.allCategories': 'Todas as categorias',
  'journal.filter.allMoods': 'Qualquer humor',
  'journal.filter.clear': 'Limpar filtros',

  // Entry list
  'journal.list.heading': 'Suas anotações',
  'journal.list.loading': 'Carregando suas anotações...',
  'journal.list.loadFailed': 'Não foi possível carregar suas anotações.',
  'journal.list.retry': 'Tentar novamente',
  'journal.list.loadMore': 'Carregar mais',
  'journal.empty.title': 'Nenhuma anotação ainda',
  'journal.empty.description':
    'Comece no papel sua caminhada de fé: uma oração, uma reflexão ou uma palavra de gratidão.',
  'journal.empty.createFirst': 'Criar primeira anotação',
  'journal.noMatches.title': 'Nenhuma anotação corresponde à sua pesquisa',
  'journal.noMatches.description':
    'Tente outras palavras ou limpe os filtros para ver todas as anotações.',

  // One entry
  'journal.entry.today': 'Hoje',
  'journal.entry.yesterday': 'Ontem',
  'journal.entry.mood': 'Humor: {mood}',
  'journal.entry.scripture': 'Escritura:',
  'journal.entry.private': 'Particular',
  'journal.entry.answered': 'Respondida',
  'journal.entry.readFull': 'Ler anotação completa',
  'journal.entry.edit': 'Editar',
  'journal.entry.editLabel': 'Editar “{title}”',
  'journal.entry.deleteLabel': 'Excluir “{title}”',

  // Delete confirmation (001 §2)
  'journal.delete.title': 'Excluir anotação do diário',
  'journal.delete.description':
    'Tem certeza de que deseja excluir “{title}”? Esta ação não pode ser desfeita.',
  'journal.delete.cancel': 'Cancelar',
  'journal.delete.confirm': 'Excluir',
  'journal.delete.deleting': 'Excluindo...',

  // New entry and edit dialog (001 §2, §5)
  'journal.dialog.createTitle': 'Nova anotação no diário',
  'journal.dialog.createDescription':
    'Escreva uma oração, uma reflexão ou uma palavra de gratidão.',
  'journal.dialog.editTitle': 'Editar anotação do diário',
  'journal.dialog.editDescription': 'Altere o que você escreveu e salve.',
  'journal.form.title': 'Título',
  'journal.form.titlePlaceholder': 'Dê um título à sua anotação',
  'journal.form.content': 'Conteúdo',
  'journal.form.contentPlaceholder': 'Escreva sua oração, reflexão ou gratidão...',
  'journal.form.category': 'Categoria',
  'journal.form.mood': 'Humor',
  'journal.form.moodPlaceholder': 'Como está seu espírito hoje?',
  'journal.form.noMood': 'Nenhum',
  'journal.form.scripture': 'Referência bíblica',
  'journal.form.scripturePlaceholder': 'ex.: Salmo 23:1',
  'journal.form.tags': 'Tags',
  'journal.form.tagsPlaceholder': 'ex.: esperança',
  'journal.form.tagsHint': 'Pressione Enter ou Adicionar para incluir uma tag.',
  'journal.form.addTag': 'Adicionar',
  'journal.form.removeTag': 'Remover tag {tag}',
  'journal.form.tagsFull': 'Você pode adicionar até {max} tags.',
  'journal.form.private': 'Manter esta anotação particular',
  'journal.form.privateHint': 'Ninguém além de você jamais poderá ler seu diário.',
  'journal.form.cancel': 'Cancelar',
  'journal.form.create': 'Criar anotação',
  'journal.form.creating': 'Criando...',
  'journal.form.save': 'Salvar alterações',
  'journal.form.saving': 'Salvando...',
  'journal.form.fillTitleAndContent': 'Preencha o título e o conteúdo',

  // Full entry and answered prayers
  'journal.view.written': 'Escrita em {date} às {time}',
  'journal.view.close': 'Fechar',
  'journal.answer.heading': 'Oração respondida',
  'journal.answer.prompt':
    'Esta oração foi respondida? Marque-a e, se quiser, anote como ela foi respondida.',
  'journal.answer.note': 'Como foi respondida? (opcional)',
  'journal.answer.notePlaceholder': 'O que aconteceu e como você viu Deus agir...',
  'journal.answer.mark': 'Marcar como respondida',
  'journal.answer.answeredOn': 'Respondida em {date}',
  'journal.answer.unmark': 'Desmarcar como respondida',

  // Sidebar (001 §2)
  'journal.sidebar.label': 'Barra lateral do diário',
  'journal.sidebar.quickEntry': 'Anotação rápida',
  'journal.sidebar.quickEntryHint': 'Comece uma nova anotação em uma destas categorias.',
  'journal.sidebar.quickEntryUpsell':
    'As anotações do diário fazem parte do Premium: escreva orações, reflexões e gratidão sem limites.',
  'journal.sidebar.moods': 'Estado espiritual',
  'journal.sidebar.moodsHint': 'Veja as anotações que você escreveu com cada humor.',
  'journal.sidebar.prompts': 'Sugestões de oração',
  'journal.sidebar.prompt1': 'Pelo que você mais agradece hoje?',
  'journal.sidebar.prompt2': 'Onde você viu Deus agir na sua vida esta semana?',
  'journal.sidebar.prompt3': 'Que peso você gostaria de colocar diante de Deus hoje?',
  'journal.sidebar.verseHeading': 'Escritura',
  'journal.sidebar.verse':
    'Lancem sobre Ele toda a sua ansiedade, porque Ele tem cuidado de vocês.',
  'journal.sidebar.verseReference': '1 Pedro 5:7',

  // Toasts (001 §5, §8)
  'journal.toast.created': 'Anotação criada com sucesso!',
  'journal.toast.updated': 'Anotação atualizada com sucesso',
  'journal.toast.deleted': 'Anotação excluída com sucesso',
  'journal.toast.markedAnswered': 'Oração marcada como respondida',
  'journal.toast.unmarkedAnswered': 'A oração não está mais marcada como respondida',
  'journal.toast.loadFailed': 'Falha ao carregar a anotação',
  'journal.toast.createFailed': 'Falha ao criar a anotação',
  'journal.toast.updateFailed': 'Falha ao atualizar a anotação',
  'journal.toast.deleteFailed': 'Falha ao excluir a anotação',
  'journal.toast.tryAgain': 'Tente novamente.',
  'journal.toast.mustLogInCreate': 'Você precisa entrar para criar anotações',
  'journal.toast.mustLogInUpdate': 'Você precisa entrar para atualizar anotações',
  'journal.toast.mustLogInDelete': 'Você precisa entrar para excluir anotações',

  // Categories and moods (src/contracts/enums.ts)
  'journal.category.reflection': 'Reflexão',
  'journal.category.prayer': 'Oração',
  'journal.category.gratitude': 'Gratidão',
  'journal.category.worship': 'Adoração',
  'journal.category.study': 'Estudo',
  'journal.category.meditation': 'Meditação',
  'journal.category.testimony': 'Testemunho',
  'journal.category.other': 'Outra',
  'journal.mood.peaceful': 'Em paz',
  'journal.mood.joyful': 'Alegre',
  'journal.mood.grateful': 'Grato',
  'journal.mood.hopeful': 'Esperançoso',
  'journal.mood.contemplative': 'Contemplativo',
  'journal.mood.struggling': 'Lutando',
  'journal.mood.blessed': 'Abençoado',
  'journal.mood.seeking': 'Buscando',
};
