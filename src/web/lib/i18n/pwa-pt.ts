import type { pwaEn } from './pwa-en';

/**
 * Brazilian Portuguese texts of the installable app and the widget flow (the English, pwa-en.ts,
 * says what each is for).
 */
export const pwaPt: Record<keyof typeof pwaEn, string> = {
  'pwa.updateAvailable': 'Uma nova versão está disponível',
  'pwa.reload': 'Recarregar',
  'pwa.manifest.description':
    'Salmos diários, oração guiada, um diário pessoal e uma comunidade acolhedora.',
  'pwa.manifest.psalm': 'Salmo de Hoje',
  'pwa.manifest.psalmShort': 'Salmo',
  'pwa.manifest.journal': 'Diário de oração',
  'pwa.manifest.journalShort': 'Diário',
  // 001 §2 Widget dialogs; 001 §8 Widget (word for word).
  'widget.dialogTitle': 'Adicione o widget do Psalmlight',
  'widget.dialogDescription':
    'Deixe o salmo de hoje a um toque na sua tela inicial. Escolha seu celular e siga os passos.',
  'widget.iphone': 'iPhone',
  'widget.android': 'Android',
  'widget.step': 'Passo {step} de {total}',
  'widget.back': 'Voltar',
  'widget.next': 'Próximo',
  'widget.maybeLater': 'Agora não',
  'widget.added': 'Já adicionei o widget!',
  'widget.addedToast': 'Ótimo! Seu widget está pronto para o conteúdo espiritual diário',
  'widget.laterToast': 'Você pode adicionar o widget depois, em Configurações',
  'widget.settings': 'Configurações',
  'widget.preview': 'Prévia',
  'widget.previewSize': 'Widget {size} ({columns}x{rows})',
  'widget.size.small': 'Pequeno',
  'widget.size.medium': 'Médio',
  'widget.size.large': 'Grande',
  'widget.previewSample': 'O Senhor é o meu pastor; nada me faltará.',
  'widget.previewTitle': 'Salmo de Hoje',
  'widget.suggestionTitle': 'Adicione o Psalmlight à sua tela inicial',
  'widget.suggestionBody': 'Veja o salmo de hoje num relance e abra-o com um toque, todos os dias.',
  'widget.addWidget': 'Adicionar widget',
  'widget.later': 'Depois',
  'widget.settingsTitle': 'Widget da tela inicial',
  'widget.settingsAdded':
    'Você adicionou o Psalmlight à tela inicial deste dispositivo. Adicione de novo quando quiser.',
  'widget.tip': 'Dica: adicione o Psalmlight à tela inicial para ver o salmo de hoje num relance',
  // The web app's five steps per platform: the widget on the web is the installed app's home-screen
  // icon and its Today's Psalm shortcut (decision 139).
  'widget.iphone.1': 'Abra o Psalmlight no Safari do seu iPhone e entre na sua conta.',
  'widget.iphone.2': 'Toque no botão Compartilhar na parte de baixo da tela.',
  'widget.iphone.3': 'Role para baixo e toque em Adicionar à Tela de Início.',
  'widget.iphone.4': 'Mantenha o nome Psalmlight e toque em Adicionar.',
  'widget.iphone.5': 'Toque no ícone do Psalmlight na tela inicial para abrir o salmo de hoje.',
  'widget.android.1': 'Abra o Psalmlight no Chrome do seu celular Android e entre na sua conta.',
  'widget.android.2': 'Toque no menu (três pontos) no canto superior direito.',
  'widget.android.3': 'Toque em Instalar app ou Adicionar à tela inicial.',
  'widget.android.4': 'Confirme em Instalar; o Psalmlight aparece na sua tela inicial.',
  'widget.android.5':
    'Toque e segure o ícone do Psalmlight e arraste Salmo de Hoje para a sua tela inicial.',
};
