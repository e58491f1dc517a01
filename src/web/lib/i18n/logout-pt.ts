import type { logoutEn } from './logout-en';

/** Brazilian Portuguese texts of the Global Logout confirmation (the English, logout-en.ts, says what each is for). */
export const logoutPt: Record<keyof typeof logoutEn, string> = {
  'logout.confirmTitle': 'Sair em todos os dispositivos?',
  'logout.confirmDescription':
    'O logout global encerra sua sessão em todos os lugares: neste dispositivo e em qualquer outro celular, tablet ou computador em que você tenha entrado. Será preciso entrar novamente em cada um.',
  'logout.confirm': 'Encerrar todas as sessões',
  'logout.cancel': 'Cancelar',
};
