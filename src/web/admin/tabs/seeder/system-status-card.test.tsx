// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '@web/lib/i18n/translate';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { SampleSeederCard } from './sample-seeder-card';
import { SystemStatusCard } from './system-status-card';

// The Sample tab's cards against the real server (offline text and voice providers) as a fresh
// installation has it: the starter library installed and its narration queued (decision 055). The
// status card says how the text and voice services serve each of the members' languages (decision
// 031) and how far the narration is; the seeder card says why the seeder will answer "Sample
// content already exists". In the staff member's language.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('admin', 'starter-library');
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  cleanup();
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

describe('the Sample tab after a fresh install', () => {
  it('shows the starter library’s narration on the status card, in each language', async () => {
    connectTo(server, server.people.admin!);
    renderWithApp(<SystemStatusCard />);
    expect((await screen.findByText(/^Narrating the starter library/)).textContent).toBe(
      'Narrating the starter library: 0 of 93',
    );
    cleanup();

    await switchLocale('pt');
    renderWithApp(<SystemStatusCard />);
    expect(await screen.findByText('Narrando a biblioteca inicial: 0 de 93')).toBeTruthy();
    cleanup();

    await switchLocale('es');
    renderWithApp(<SystemStatusCard />);
    expect(await screen.findByText('Narrando la biblioteca inicial: 0 de 93')).toBeTruthy();
  });

  it('says on the seeder card what the starter library holds, and the seeder then says it exists', async () => {
    connectTo(server, server.people.admin!);
    renderWithApp(<SampleSeederCard />);
    const note = screen.getByRole('region', {
      name: 'Why the seeder says “Sample content already exists”',
    });
    expect(note.textContent).toContain('starts with the starter library: 31 published items');
    const kinds = within(note).getByRole('list', { name: 'What the starter library holds' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prayer: 9', 'Meditation: 9', 'Scripture Study: 13']);

    fireEvent.click(screen.getByRole('button', { name: 'Create Sample Content' }));
    expect(await screen.findByText('Sample content already exists')).toBeTruthy();
  });

  it('says it in Portuguese and Spanish', async () => {
    await switchLocale('pt');
    renderWithApp(<SampleSeederCard />);
    const pt = screen.getByRole('region', {
      name: 'Por que o gerador diz “O conteúdo de exemplo já existe”',
    });
    expect(pt.textContent).toContain('Oração: 9');
    expect(pt.textContent).toContain('Estudo bíblico: 13');
    cleanup();

    await switchLocale('es');
    renderWithApp(<SampleSeederCard />);
    const es = screen.getByRole('region', {
      name: 'Por qué el generador dice “El contenido de ejemplo ya existe”',
    });
    expect(es.textContent).toContain('31 elementos publicados');
    expect(es.textContent).toContain('Meditación: 9');
  });
});
