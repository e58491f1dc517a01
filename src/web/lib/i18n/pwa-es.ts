import type { pwaEn } from './pwa-en';

/**
 * Latin American Spanish texts of the installable app and the widget flow (the English, pwa-en.ts,
 * says what each is for).
 */
export const pwaEs: Record<keyof typeof pwaEn, string> = {
  'pwa.updateAvailable': 'Hay una nueva versión disponible',
  'pwa.reload': 'Recargar',
  'pwa.manifest.description':
    'Salmos diarios, oración guiada, un diario personal y una comunidad acogedora.',
  'pwa.manifest.psalm': 'Salmo de Hoy',
  'pwa.manifest.psalmShort': 'Salmo',
  'pwa.manifest.journal': 'Diario de oración',
  'pwa.manifest.journalShort': 'Diario',
  // 001 §2 Widget dialogs; 001 §8 Widget (word for word).
  'widget.dialogTitle': 'Agrega el widget de Psalmlight',
  'widget.dialogDescription':
    'Ten el salmo de hoy a un toque en tu pantalla de inicio. Elige tu celular y sigue los pasos.',
  'widget.iphone': 'iPhone',
  'widget.android': 'Android',
  'widget.step': 'Paso {step} de {total}',
  'widget.back': 'Atrás',
  'widget.next': 'Siguiente',
  'widget.maybeLater': 'Quizás después',
  'widget.added': '¡Ya agregué el widget!',
  'widget.addedToast': '¡Genial! Tu widget ya está listo para el contenido espiritual diario',
  'widget.laterToast': 'Siempre puedes agregar el widget más tarde desde Configuración',
  'widget.settings': 'Configuración',
  'widget.preview': 'Vista previa',
  'widget.previewSize': 'Widget {size} ({columns}x{rows})',
  'widget.size.small': 'Pequeño',
  'widget.size.medium': 'Mediano',
  'widget.size.large': 'Grande',
  'widget.previewSample': 'El Señor es mi pastor; nada me faltará.',
  'widget.previewTitle': 'Salmo de Hoy',
  'widget.suggestionTitle': 'Agrega Psalmlight a tu pantalla de inicio',
  'widget.suggestionBody': 'Mira el salmo de hoy de un vistazo y ábrelo con un toque, cada día.',
  'widget.addWidget': 'Agregar widget',
  'widget.later': 'Después',
  'widget.settingsTitle': 'Widget de la pantalla de inicio',
  'widget.settingsAdded':
    'Agregaste Psalmlight a la pantalla de inicio de este dispositivo. Agrégalo de nuevo cuando quieras.',
  'widget.tip':
    'Consejo: agrega Psalmlight a tu pantalla de inicio para ver el salmo de hoy de un vistazo',
  // The web app's five steps per platform: the widget on the web is the installed app's home-screen
  // icon and its Today's Psalm shortcut (decision 139).
  'widget.iphone.1': 'Abre Psalmlight en Safari en tu iPhone e inicia sesión.',
  'widget.iphone.2': 'Toca el botón Compartir en la parte inferior de la pantalla.',
  'widget.iphone.3': 'Desplázate hacia abajo y toca Agregar a pantalla de inicio.',
  'widget.iphone.4': 'Deja el nombre Psalmlight y toca Agregar.',
  'widget.iphone.5':
    'Toca el ícono de Psalmlight en tu pantalla de inicio para abrir el salmo de hoy.',
  'widget.android.1': 'Abre Psalmlight en Chrome en tu celular Android e inicia sesión.',
  'widget.android.2': 'Toca el menú (tres puntos) en la esquina superior derecha.',
  'widget.android.3': 'Toca Instalar app o Agregar a la pantalla principal.',
  'widget.android.4': 'Confirma con Instalar; Psalmlight aparecerá en tu pantalla de inicio.',
  'widget.android.5':
    'Mantén presionado el ícono de Psalmlight y arrastra Salmo de Hoy a tu pantalla de inicio.',
};
