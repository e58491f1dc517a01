import type { WorkflowsMessageKey } from './workflows-en';

/**
 * Brazilian Portuguese texts of the workflows pages (the English, workflows-en.ts, says what each
 * is for).
 */
export const workflowsPt: Record<WorkflowsMessageKey, string> = {
  'workflows.heading': 'Rotinas espirituais',
  'workflows.subtitle.member':
    'Rotinas guiadas de oração, meditação e estudo para um ritmo constante de fé.',
  'workflows.subtitle.staff':
    'Rotinas guiadas oferecidas a todos; você pode criá-las, editá-las e pausá-las no portal de administração.',
  'workflows.manage': 'Gerenciar rotinas',
  'workflows.createFirst': 'Criar sua primeira rotina',

  // Stat cards
  'workflows.stats.heading': 'Suas rotinas em resumo',
  'workflows.stats.totalWorkflows': 'Total de rotinas',
  'workflows.stats.activeWorkflows': 'Rotinas ativas',
  'workflows.stats.completionRate': 'Taxa de conclusão',
  'workflows.stats.categories': 'Categorias',
  'workflows.stats.activeHint': 'Não pausadas: abertas para começar',
  'workflows.stats.rateHint':
    '{completed} de {started, plural, one {# sessão concluída} other {# sessões concluídas}}',
  'workflows.stats.loading': 'Carregando',
  'workflows.stats.unavailable': 'Indisponível',

  // Cards
  'workflows.list.heading': 'Rotinas',
  'workflows.card.paused': 'Pausada',
  'workflows.card.duration': '{minutes} min',
  'workflows.card.days': 'Dias',
  'workflows.card.reminder': 'Lembrete às {time}',
  'workflows.card.thisWeek': 'Esta semana',
  'workflows.card.progress': '{done} de {total, plural, one {# dia} other {# dias}} · {percent}%',
  'workflows.card.progressLabel': 'Progresso desta semana em {title}',
  'workflows.card.start': 'Iniciar sessão',
  'workflows.card.starting': 'Iniciando...',
  'workflows.card.paused.button': 'Rotina pausada',
  'workflows.card.items': '{count, plural, one {# passo} other {# passos}}',
  'workflows.card.oneItem': '1 passo',
  'workflows.loadMore': 'Carregar mais',
  'workflows.loadingMore': 'Carregando...',

  'workflows.type.daily': 'Diária',
  'workflows.type.weekly': 'Semanal',
  'workflows.type.monthly': 'Mensal',
  'workflows.type.custom': 'Personalizada',
  'workflows.category.prayer': 'Oração',
  'workflows.category.meditation': 'Meditação',
  'workflows.category.study': 'Estudo',
  'workflows.category.reflection': 'Reflexão',
  'workflows.category.service': 'Serviço',
  'workflows.day.sunday': 'Dom',
  'workflows.day.monday': 'Seg',
  'workflows.day.tuesday': 'Ter',
  'workflows.day.wednesday': 'Qua',
  'workflows.day.thursday': 'Qui',
  'workflows.day.friday': 'Sex',
  'workflows.day.saturday': 'Sáb',

  // States
  'workflows.loading': 'Carregando rotinas...',
  'workflows.empty.title': 'Ainda não há rotinas',
  'workflows.empty.member':
    'As rotinas guiadas aparecerão aqui assim que forem publicadas. Volte em breve.',
  'workflows.empty.staff': 'Crie uma rotina guiada e ela será oferecida a todos os membros.',
  'workflows.empty.onlyAdmins': 'Somente administradores podem criar/editar/excluir rotinas',
  'workflows.retry': 'Tentar novamente',
  'workflows.loadFailedDescription': 'Não foi possível carregar as rotinas.',

  // Toasts (000 §8 Workflows, 001 §4)
  'workflows.toast.loadFailed': 'Erro ao carregar as rotinas',
  'workflows.toast.startFailed': 'Erro ao iniciar a sessão da rotina',
  'workflows.toast.completeFailed': 'Erro ao concluir a sessão',
  'workflows.toast.completed': 'Sessão da rotina concluída!',
  'workflows.toast.started': 'Sessão de {title} iniciada.',
  'workflows.toast.progressFailed': 'Não foi possível salvar seu progresso',

  // Session view
  'workflows.session.back': 'Voltar às rotinas',
  'workflows.session.loading': 'Carregando a sessão...',
  'workflows.session.notFound': 'Esta sessão não foi encontrada',
  'workflows.session.notFoundDescription': 'Ela pode pertencer a outra conta ou ter sido removida.',
  'workflows.session.step': 'Passo {done} de {total}',
  'workflows.session.progressLabel': 'Progresso da sessão',
  'workflows.session.openInLibrary': 'Abrir na biblioteca',
  'workflows.session.previous': 'Anterior',
  'workflows.session.next': 'Próximo passo',
  'workflows.session.saving': 'Salvando...',
  'workflows.session.noSteps':
    'Esta rotina ainda não tem conteúdos. Reserve alguns minutos de silêncio e depois conclua a sessão.',
  'workflows.session.finishHeading': 'Conclua sua sessão',
  'workflows.session.notes': 'Anotações (opcional)',
  'workflows.session.notesHint': 'O que ficou com você?',
  'workflows.session.complete': 'Concluir sessão',
  'workflows.session.completing': 'Concluindo...',
  'workflows.session.completedHeading': 'Sessão concluída',
  'workflows.session.completedDescription': 'Concluída em {date}. Muito bem.',
  'workflows.session.duration': '{minutes} min',
  'workflows.session.paused': 'Esta rotina foi pausada; você ainda pode concluir a sessão de hoje.',
  'workflows.session.allStepsDone': 'Todos os passos concluídos',
};
