import type { DownloadsMessageKey } from './downloads-en';

/** Textos em português dos downloads para uso offline. */
export const downloadsPt: Record<DownloadsMessageKey, string> = {
  'downloads.download': 'Baixar para usar offline',
  'downloads.weekAction': 'Baixar os salmos desta semana',
  'downloads.weekTitle': 'Salmos desta semana',
  'downloads.started': 'Baixando {title}...',
  'downloads.preparing': 'Preparando o download...',
  'downloads.downloading':
    'Baixando... {done} de {total, plural, one {# arquivo} other {# arquivos}}',
  'downloads.progressLabel': 'Progresso do download',
  'downloads.downloaded': 'Baixado · {size}',
  'downloads.remove': 'Remover download',
  'downloads.saved': 'Salvo para usar offline',
  'downloads.savedDescription': '{title} já pode ser lido e ouvido sem conexão.',
  'downloads.failed': 'Não foi possível concluir o download',
  'downloads.deviceFull':
    'Seu dispositivo está cheio. Remova alguns downloads ou libere espaço e tente novamente.',
  'downloads.networkFailed':
    'A conexão caiu durante o download. Tente novamente quando estiver online.',
  'downloads.incomplete':
    'Não foi possível buscar um arquivo deste download. Tente novamente em instantes.',
  'downloads.removed': 'Download removido',
  'downloads.removeFailed': 'Não foi possível remover o download',
  'downloads.premiumTitle': 'Downloads fazem parte do Premium',
  'downloads.premiumDetail':
    'O Premium guarda itens, rotinas e os salmos da semana neste dispositivo, para ler e ouvir sem conexão.',

  'downloads.sectionTitle': 'Downloads',
  'downloads.sectionDescription':
    'O que você guarda neste dispositivo para ler e ouvir offline. Sair da conta remove tudo.',
  'downloads.empty': 'Nada baixado ainda.',
  'downloads.emptyHint':
    'Escolha “Baixar para usar offline” em um item da biblioteca ou em uma sessão de rotina, ou baixe os salmos desta semana na página Salmo do Dia.',
  'downloads.items': '{count, plural, one {# item} other {# itens}}',
  'downloads.savedOn': 'Salvo em {date}',
  'downloads.total': '{count, plural, one {# download} other {# downloads}} · {size} no total',
  'downloads.usage': 'Usando {usage} de {quota} neste dispositivo',
  'downloads.kind.content': 'Item da biblioteca',
  'downloads.kind.workflow': 'Rotina',
  'downloads.kind.week': 'Salmos da semana',
  'downloads.removeAction': 'Remover',
  'downloads.refreshAction': 'Atualizar',
  'downloads.refreshNamed': 'Atualizar {title}',
  'downloads.removeNamed': 'Remover {title}',
  'downloads.removeTitle': 'Remover este download?',
  'downloads.removeDescription':
    '{title} deixará de estar disponível offline. Você pode baixá-lo de novo quando estiver online.',
  'downloads.cancel': 'Cancelar',
  'downloads.removing': 'Removendo...',
  'downloads.loadFailed': 'Não foi possível ler seus downloads neste dispositivo.',
  'downloads.unsupported': 'Este navegador não consegue guardar downloads para usar offline.',
};
