import type { Language } from '@contracts/enums';

// What a group's notices say, in the member's language. English is the original; Portuguese is
// Brazilian (você), Spanish Latin American (tú), as the reminders' texts (decision 030).

type AlertTexts = {
  request: (group: string, title: string) => { title: string; body: string };
  daily: (group: string, requests: number) => { title: string; body: string };
};

export const groupAlertTexts: Record<Language, AlertTexts> = {
  en: {
    request: (group, title) => ({ title: `New prayer request in ${group}`, body: title }),
    daily: (group, requests) => ({
      title: `${group}: today’s prayer requests`,
      body:
        requests === 1
          ? '1 new prayer request is waiting for your prayers.'
          : `${requests} new prayer requests are waiting for your prayers.`,
    }),
  },
  pt: {
    request: (group, title) => ({ title: `Novo pedido de oração em ${group}`, body: title }),
    daily: (group, requests) => ({
      title: `${group}: pedidos de oração de hoje`,
      body:
        requests === 1
          ? '1 novo pedido de oração espera por suas orações.'
          : `${requests} novos pedidos de oração esperam por suas orações.`,
    }),
  },
  es: {
    request: (group, title) => ({ title: `Nueva petición de oración en ${group}`, body: title }),
    daily: (group, requests) => ({
      title: `${group}: peticiones de oración de hoy`,
      body:
        requests === 1
          ? '1 nueva petición de oración espera tus oraciones.'
          : `${requests} nuevas peticiones de oración esperan tus oraciones.`,
    }),
  },
};
