import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/enums';
import { pushSubscriptions } from '@server/db/schema/notifications';
import { profiles } from '@server/db/schema/profiles';
import { createWebPushProvider } from '@server/providers/push';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { startPushService, type PushService } from '@server/test/push-service';
import { runNotificationTick } from './tick';

// Notifications in the member's language: the test notification and the scheduled reminders, as
// a browser decrypts them from a local push service, and a reminder email as the outbox holds it.

let t: TestContext;
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestContext({
    push: createWebPushProvider({ ...service.providerOptions, timeoutMs: 2_000 }),
  });
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const tick = (now: Date) =>
  runNotificationTick(
    {
      db: t.db,
      push: createWebPushProvider({ ...service.providerOptions, timeoutMs: 2_000 }),
      email: t.email,
      logger: pino({ level: 'silent' }),
      publicUrl: 'https://psalmlight.test',
    },
    now,
  );

/** A member who chose a language on /account, with the reminders of 001 §9 timed in UTC. */
async function memberSpeaking(language: Language) {
  const member = await t.createUser();
  const saved = await t.request('/api/profile', {
    method: 'PATCH',
    cookie: member.cookie,
    json: { language, dailyReminders: true, scriptureDaily: false },
  });
  expect(saved.status).toBe(200);
  await t.db.update(profiles).set({ timezone: 'UTC' }).where(eq(profiles.userId, member.id));
  return member;
}

/** Subscribes a new browser of the member through the API, as the web app does. */
async function addDevice(member: TestUser) {
  const device = service.subscription();
  const saved = await t.request('/api/notifications/subscription', {
    method: 'PUT',
    cookie: member.cookie,
    json: device,
  });
  expect(saved.status).toBe(200);
  return device;
}

const pushesTo = (deviceId: string) =>
  service.received.filter((message) => message.subscription === deviceId).map((m) => m.payload);

const stopReminders = (member: TestUser) =>
  t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));

describe('push notifications in the member’s language', () => {
  it('“Send Test Notification” arrives in Portuguese for a Portuguese member and in Spanish for a Spanish one', async () => {
    const cases = [
      {
        language: 'pt',
        title: 'Notificação de Teste Enviada',
        body: 'As notificações estão funcionando neste dispositivo.',
      },
      {
        language: 'es',
        title: 'Notificación de Prueba Enviada',
        body: 'Las notificaciones funcionan en este dispositivo.',
      },
    ] as const;
    for (const { language, title, body } of cases) {
      const member = await memberSpeaking(language);
      const device = await addDevice(member);
      const sent = await t.request('/api/notifications/test', {
        cookie: member.cookie,
        json: { endpoint: device.endpoint },
        // The request's language does not matter once the account has one.
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      });
      expect(sent.status).toBe(200);
      expect(pushesTo(device.id)).toEqual([{ title, body, url: '/dashboard', tag: 'test' }]);
      await stopReminders(member);
    }
  });

  it('scheduled reminders arrive in each member’s language, and follow a change of language', async () => {
    const portuguese = await memberSpeaking('pt');
    const spanish = await memberSpeaking('es');
    const english = await memberSpeaking('en');
    const [ptDevice, esDevice, enDevice] = [
      await addDevice(portuguese),
      await addDevice(spanish),
      await addDevice(english),
    ];

    await tick(new Date('2026-08-03T07:00Z'));
    expect(pushesTo(ptDevice!.id)).toEqual([
      {
        title: 'Oração da Manhã',
        body: 'Comece seu dia com Deus. Reserve um momento para orar.',
        url: '/dashboard',
        tag: 'prayer_morning',
      },
    ]);
    expect(pushesTo(esDevice!.id)).toEqual([
      {
        title: 'Oración de la Mañana',
        body: 'Comienza tu día con Dios. Tómate un momento para orar.',
        url: '/dashboard',
        tag: 'prayer_morning',
      },
    ]);
    expect(pushesTo(enDevice!.id)).toEqual([
      {
        title: 'Morning Prayer',
        body: 'Begin your day with God. Take a moment to pray.',
        url: '/dashboard',
        tag: 'prayer_morning',
      },
    ]);

    // The Portuguese member switches to Spanish on /account: the night prayer comes in Spanish.
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie: portuguese.cookie,
      json: { language: 'es' },
    });
    await tick(new Date('2026-08-03T21:00Z'));
    expect(pushesTo(ptDevice!.id).at(-1)).toMatchObject({
      title: 'Oración de la Noche',
      body: 'Cierra tu día en oración y descansa en la paz del Señor.',
    });
    expect(pushesTo(esDevice!.id).at(-1)).toMatchObject({ title: 'Oración de la Noche' });
    expect(pushesTo(enDevice!.id).at(-1)).toMatchObject({ title: 'Night Prayer' });
    for (const member of [portuguese, spanish, english]) await stopReminders(member);
  });

  it('a member without a device who chose email updates gets the reminder email in their language', async () => {
    const member = await memberSpeaking('pt');
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { emailUpdates: true },
    });
    await tick(new Date('2026-08-04T18:00Z'));
    const mail = await t.lastEmail(member.email);
    expect(mail).toMatchObject({
      subject: 'Oração do Entardecer',
      link: 'https://psalmlight.test/dashboard',
    });
    expect(mail!.text).toBe(
      [
        'Ao cair da tarde, dê graças pelas bênçãos deste dia.',
        '',
        'Abrir o Psalmlight: https://psalmlight.test/dashboard',
        '',
        'Você recebe estes lembretes porque as atualizações por e-mail estão ativadas. Para mudar isso, acesse as Configurações da Conta: https://psalmlight.test/account',
      ].join('\n'),
    );
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { emailUpdates: false },
    });
  });
});
