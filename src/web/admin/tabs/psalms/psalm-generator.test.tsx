// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDateKey } from '@web/lib/format-date';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { resetAfterSaveMs } from './use-psalm-generator';
import PsalmsTab from './psalms-tab';

// The Manual tab against the real server: the generator's state from an empty form through a
// generated psalm to a saved one, and back to an empty form 2 seconds later (000 §4); the language
// it is written in (decision 031), sent with Generate and Save and shown in the recent psalms.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('admin');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

// Radix's Select measures and captures the pointer, which jsdom does not do.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

/** The recent psalms listen for live changes; jsdom has no EventSource (the 5 s refresh is enough). */
class QuietEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  addEventListener() {}
  close() {}
}

/** Signs the page in as staff and records the JSON bodies it sends to `/api/admin/psalms…`. */
function connectRecording(): { path: string; body: Record<string, unknown> }[] {
  connectTo(server, server.people.admin!);
  vi.stubGlobal('EventSource', QuietEventSource);
  const live = globalThis.fetch;
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://app');
    if (url.pathname.startsWith('/api/admin/psalms') && typeof init?.body === 'string')
      sent.push({ path: url.pathname, body: JSON.parse(init.body) as Record<string, unknown> });
    return live(input, init);
  });
  return sent;
}

async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = () => screen.getByRole('combobox', { name: 'Language' });
  await user.click(select());
  await user.click(await screen.findByRole('option', { name }));
  // Asked again: the select's first press swaps its stand-in trigger for Radix's.
  await waitFor(() => expect(select().textContent).toBe(name));
}

/** Staff's own request, outside the page: publishes a psalm as the Manual tab would. */
function publish(body: object) {
  const staff = server.people.admin!;
  return fetch(`${server.baseUrl}/api/admin/psalms`, {
    method: 'POST',
    headers: {
      cookie: staff.cookie,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

describe('the psalm generator', () => {
  it('asks for a prompt, writes and saves the psalm in the chosen language, and starts over', async () => {
    const sent = connectRecording();
    const user = userEvent.setup();
    renderWithApp(<PsalmsTab />);

    // No prompt: the field and a toast say so, and nothing is generated.
    await user.click(screen.getByRole('button', { name: 'Generate Psalm' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a prompt for the psalm')).toHaveLength(2),
    );
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

    // The staff member's app language (English here) is chosen until they pick another.
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
    await chooseLanguage(user, 'Español');

    const prompt = screen.getByRole('textbox', { name: /prompt/i });
    await user.type(prompt, 'Strength for a long night of waiting');
    await user.click(screen.getByRole('button', { name: 'Generate Psalm' }));
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 });
    expect((title as HTMLInputElement).value).not.toBe('');
    const text = screen.getByRole('textbox', { name: /generated psalm/i }) as HTMLTextAreaElement;
    expect(text.value.length).toBeGreaterThan(40);
    expect(sent.find((call) => call.path === '/api/admin/psalms/generate')?.body.language).toBe(
      'es',
    );

    // An edit of the generated text is what gets saved.
    await user.clear(title);
    await user.type(title, 'A Psalm for the Night Watch');
    await user.click(screen.getByRole('switch', { name: /narrat/i }));
    await user.click(screen.getByRole('button', { name: 'Save Daily Psalm' }));
    await screen.findByText('Saved. The form clears in a moment.', {}, { timeout: 15_000 });
    expect(sent.find((call) => call.path === '/api/admin/psalms')?.body.language).toBe('es');
    // What was saved stays in view until the form starts over.
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'A Psalm for the Night Watch',
    );
    // The server has it, in Spanish: the Content tab's list of daily psalms shows the saved title.
    const saved = await fetch('/api/content?dailyPsalm=true').then((response) => response.json());
    expect(saved.items.map((item: { title: string }) => item.title)).toContain(
      'A Psalm for the Night Watch',
    );
    const recent = await fetch('/api/admin/psalms/recent').then((response) => response.json());
    expect(
      recent.items.find((item: { title: string }) => item.title === 'A Psalm for the Night Watch')
        ?.language,
    ).toBe('es');

    // The recent psalms say which language each is written in.
    const list = await screen.findByTestId('recent-psalms');
    const heading = await within(list).findByRole('heading', {
      name: 'A Psalm for the Night Watch',
    });
    const row = heading.closest('li')!;
    const badge = within(row).getByTestId('psalm-language');
    expect(badge.textContent).toBe('ESEspañol');
    expect(badge.getAttribute('title')).toBe('Español');

    // 000 §4: two seconds after saving, the form is empty again.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull(), {
      timeout: resetAfterSaveMs + 3_000,
    });
    expect((screen.getByRole('textbox', { name: /prompt/i }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('says which language already has a psalm for the date when a second one is saved', async () => {
    // A Portuguese psalm for today, published elsewhere (another staff member, the schedule).
    const date = localDateKey();
    const first = await publish({
      prompt: 'Morning trust',
      theme: 'trust',
      date,
      language: 'pt',
      title: 'Salmo da manhã',
      generatedPsalm: 'Confio em ti, Senhor, desde o amanhecer.',
    });
    expect(first.status).toBe(201);

    connectRecording();
    const user = userEvent.setup();
    renderWithApp(<PsalmsTab />);
    await chooseLanguage(user, 'Português');
    await user.type(screen.getByRole('textbox', { name: /prompt/i }), 'Peace at dawn');
    await user.click(screen.getByRole('button', { name: 'Generate Psalm' }));
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 });
    await user.click(screen.getByRole('switch', { name: /narrat/i }));
    await user.click(screen.getByRole('button', { name: 'Save Daily Psalm' }));

    // The server's 409 names the language: under the date, and in the toast.
    await screen.findByText('This date already has a published psalm in Portuguese');
    await screen.findByText(`A daily psalm in Portuguese is already published for ${date}.`);
    expect(screen.queryByText('Saved. The form clears in a moment.')).toBeNull();
  });
});
