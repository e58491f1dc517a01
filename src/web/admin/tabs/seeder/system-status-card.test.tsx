// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@web/lib/i18n/translate';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { SystemStatusCard } from './system-status-card';

// The Sample tab's status card against the real server (offline text and voice providers): how the
// text and voice services serve each of the members' languages (decision 031), in the staff
// member's language.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('admin');
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLocale('en');
});

/** A language's line of a service: its support and what serves it. */
function languageLine(list: HTMLElement, language: 'en' | 'pt' | 'es') {
  return within(list).getByTestId(`status-language-${language}`);
}

describe('the system status card', () => {
  it('shows how the text and voice services serve English, Portuguese and Spanish', async () => {
    connectTo(server, server.people.admin!);
    renderWithApp(<SystemStatusCard />);

    const text = await screen.findByRole('list', { name: 'Languages of Text generation' });
    expect(within(text).getAllByRole('listitem')).toHaveLength(3);
    // The offline composer: every language wholly, each quoting its own public-domain Bible.
    expect(languageLine(text, 'en').textContent).toContain('Native');
    expect(languageLine(text, 'es').textContent).toContain('Native');
    expect(languageLine(text, 'es').textContent).toContain('Reina-Valera 1909');
    const portuguese = languageLine(text, 'pt');
    expect(portuguese.textContent).toContain('PT');
    expect(within(portuguese).getByText('Portuguese').className).toContain('sr-only');
    expect(portuguese.textContent).toContain('Native');
    expect(portuguese.textContent).toContain('Almeida 1911');

    const voice = screen.getByRole('list', { name: 'Languages of Voice narration' });
    expect(within(voice).getAllByRole('listitem')).toHaveLength(3);
    expect(languageLine(voice, 'en').textContent).toContain('Flite');
    // Services without languages (the database, email…) show none.
    expect(screen.getAllByRole('list', { name: /^Languages of / })).toHaveLength(2);
  });

  it('says it in the staff member’s language', async () => {
    await switchLocale('pt');
    connectTo(server, server.people.admin!);
    renderWithApp(<SystemStatusCard />);

    const text = await screen.findByRole('list', { name: 'Idiomas de Geração de texto' });
    const portuguese = languageLine(text, 'pt');
    expect(portuguese.textContent).toContain('Nativo');
    expect(within(portuguese).getByText('Português').className).toContain('sr-only');
    expect(portuguese.textContent).toContain('Salmos da Almeida 1911');
    expect(languageLine(text, 'es').textContent).toContain('Nativo');
    expect(languageLine(text, 'es').textContent).toContain('Salmos da Reina-Valera 1909');
  });

  it('writes every line the server sends in Spanish, names, modes and findings alike', async () => {
    await switchLocale('es');
    connectTo(server, server.people.admin!);
    renderWithApp(<SystemStatusCard />);

    const services = await screen.findByRole('list', { name: 'Servicios' });
    const lines = within(services).getAllByRole('listitem');
    const card = services.textContent ?? '';
    for (const spanish of [
      'Base de datos',
      'Generación de texto',
      'Narración por voz',
      'Correo electrónico',
      'Tareas programadas',
      'Bandeja de salida (predeterminado sin conexión)',
      'Compositor sin conexión (salmos de la World English Bible) (predeterminado sin conexión)',
      'versículos de los Salmos disponibles sin conexión',
      'Ninguna señal todavía',
    ]) {
      expect(card).toContain(spanish);
    }
    // None of the English the server wrote is left (the product names aside).
    for (const english of [
      'Database',
      'Text generation',
      'Voice narration',
      'Scheduled jobs',
      'offline default',
      'Answering queries',
      'Emails are kept',
      'No heartbeat',
      'verses of the Psalms',
      'World English Bible psalms',
      'Reina-Valera 1909 psalms',
      'Almeida 1911 psalms',
      'Synthesised locally',
    ]) {
      expect(card).not.toContain(english);
    }
    expect(lines.length).toBeGreaterThan(5);
  });
});
