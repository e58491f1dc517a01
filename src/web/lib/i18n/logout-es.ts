import type { logoutEn } from './logout-en';

/** Latin American Spanish texts of the Global Logout confirmation (the English, logout-en.ts, says what each is for). */
export const logoutEs: Record<keyof typeof logoutEn, string> = {
  'logout.confirmTitle': '¿Cerrar sesión en todos los dispositivos?',
  'logout.confirmDescription':
    'El cierre de sesión global cierra tu sesión en todas partes: en este dispositivo y en cualquier otro celular, tableta o computadora donde hayas iniciado sesión. Tendrás que volver a iniciar sesión en cada uno.',
  'logout.confirm': 'Cerrar todas las sesiones',
  'logout.cancel': 'Cancelar',
};
