import type { PsalmMessageKey } from './psalm-en';

/**
 * Brazilian Portuguese texts of the Psalm page (the English, psalm-en.ts, says what each is for).
 */
export const psalmPt: Record<PsalmMessageKey, string> = {
  'psalm.heading': 'Salmo do Dia',
  'psalm.subtitle': 'Um salmo para cada dia, para ler ou ouvir.',
  'psalm.settingsButton': 'Configurações do salmo',

  'psalm.theme.praise': 'Louvor',
  'psalm.theme.gratitude': 'Gratidão',
  'psalm.theme.guidance': 'Direção',
  'psalm.theme.comfort': 'Consolo',
  'psalm.theme.protection': 'Proteção',
  'psalm.theme.forgiveness': 'Perdão',
  'psalm.theme.strength': 'Força',
  'psalm.theme.peace': 'Paz',
  'psalm.theme.joy': 'Alegria',
  'psalm.theme.trust': 'Confiança',

  // Today's Psalm card
  'psalm.today.title': 'Salmo de Hoje',
  'psalm.today.generatedAt': 'Gerado às {time}',
  'psalm.today.themeLabel': 'Tema',
  'psalm.today.collapse': 'Ocultar o salmo',
  'psalm.today.expand': 'Mostrar o salmo',
  'psalm.today.refresh': 'Atualizar o salmo de hoje',
  'psalm.today.collapsedNote': 'O salmo está recolhido. Mostre-o de novo pela seta acima.',
  'psalm.today.inEnglish':
    'O salmo de hoje ainda não está disponível em português; enquanto isso, você pode lê-lo em inglês.',
  'psalm.empty.title': 'Nenhum salmo para hoje',
  'psalm.empty.description': 'O salmo de hoje ainda não foi publicado. Volte mais tarde!',
  'psalm.loadFailed': 'Não foi possível carregar o salmo do dia',
  'psalm.loadFailedDescription': 'Verifique sua conexão e tente novamente.',
  'psalm.retry': 'Tentar novamente',
  'psalm.loading': 'Carregando o salmo de hoje...',

  // Audio (001 §4, §8)
  'psalm.audio.generate': 'Gerar áudio',
  'psalm.audio.generating': 'Gerando áudio...',
  'psalm.audio.generatingHint': 'Uma voz está lendo o salmo. Isso pode levar até 20 segundos.',
  'psalm.audio.offer': 'Ainda sem narração. Gere uma para ouvir este salmo.',
  'psalm.audio.success': 'Áudio gerado com sucesso!',
  'psalm.audio.failed': 'Não foi possível gerar o áudio',

  // Featured Psalms
  'psalm.featured.title': 'Salmos em destaque',
  'psalm.featured.description': 'Salmos dos últimos 30 dias.',
  'psalm.featured.filtered': 'Salmos dos últimos 30 dias sobre {category}.',
  'psalm.featured.emptyTitle': 'Ainda não há salmos em destaque',
  'psalm.featured.emptyDescription': 'Os salmos dos últimos 30 dias serão reunidos aqui.',
  'psalm.featured.emptyFiltered': 'Nenhum salmo sobre {category} nos últimos 30 dias.',
  'psalm.featured.showAll': 'Mostrar todos os salmos',
  'psalm.featured.loadFailed': 'Não foi possível carregar os salmos em destaque.',
  'psalm.featured.read': 'Ler',
  'psalm.featured.readLabel': 'Ler {title}',
  'psalm.featured.hasAudio': 'Áudio',
  'psalm.featured.inEnglish': 'Em inglês',
  'psalm.reader.loading': 'Carregando o salmo...',
  'psalm.reader.failed': 'Não foi possível carregar o conteúdo',

  // Browse by Category (static list, 001 §2)
  'psalm.browse.title': 'Explorar por categoria',
  'psalm.browse.description': 'Mostre os salmos em destaque de um tema.',
  'psalm.category.comfort': 'Consolo',
  'psalm.category.praise': 'Louvor',
  'psalm.category.protection': 'Proteção',
  'psalm.category.wisdom': 'Sabedoria',
  'psalm.category.forgiveness': 'Perdão',
  'psalm.category.strength': 'Força',
  'psalm.category.joy': 'Alegria',
  'psalm.category.peace': 'Paz',

  // Psalm settings dialog (daily_psalm delivery preferences)
  'psalm.settings.title': 'Configurações do salmo',
  'psalm.settings.description': 'Escolha se, quando e como você recebe o salmo do dia.',
  'psalm.settings.enabled': 'Salmo do dia',
  'psalm.settings.enabledHint': 'Receba um salmo todos os dias.',
  'psalm.settings.deliveryTime': 'Horário de envio',
  'psalm.settings.timezone': 'Fuso horário',
  'psalm.settings.thisDevice': '{zone} (este dispositivo)',
  'psalm.settings.formats': 'Como você recebe',
  'psalm.settings.wantsText': 'Texto',
  'psalm.settings.wantsTextHint': 'Leia o salmo.',
  'psalm.settings.wantsAudio': 'Áudio',
  'psalm.settings.wantsAudioHint': 'Ouça a narração.',
  'psalm.settings.wantsNotification': 'Notificação',
  'psalm.settings.wantsNotificationHint': 'Receba um lembrete na hora certa.',
  'psalm.settings.save': 'Salvar configurações',
  'psalm.settings.saving': 'Salvando...',
  'psalm.settings.cancel': 'Cancelar',
  'psalm.settings.loading': 'Carregando suas preferências...',
  'psalm.settings.loadFailed': 'Não foi possível carregar as preferências de conteúdo',
  'psalm.settings.saved': 'Configurações salvas',
  'psalm.settings.savedDescription': 'Suas preferências de salmo foram atualizadas com sucesso.',
  'psalm.settings.error': 'Erro',
  'psalm.settings.errorDescription': 'Não foi possível salvar as preferências. Tente novamente.',
};
