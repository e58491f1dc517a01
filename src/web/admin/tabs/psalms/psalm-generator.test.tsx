// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { PsalmGenerator, resetAfterSaveMs } from './psalm-generator';

// The Manual tab's generator against the real server: its state from an empty form through a
// generated psalm to a saved one, and back to an empty form 2 seconds later (000 §4).

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('admin');
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the psalm generator', () => {
  it('asks for a prompt, shows the generated psalm to edit, saves it and starts over', async () => {
    connectTo(server, server.people.admin!);
    const user = userEvent.setup();
    renderWithApp(<PsalmGenerator />);

    // No prompt: the field and a toast say so, and nothing is generated.
    await user.click(screen.getByRole('button', { name: 'Generate Psalm' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a prompt for the psalm')).toHaveLength(2),
    );
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

    const prompt = screen.getByRole('textbox', { name: /prompt/i });
    await user.type(prompt, 'Strength for a long night of waiting');
    await user.click(screen.getByRole('button', { name: 'Generate Psalm' }));
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 });
    expect((title as HTMLInputElement).value).not.toBe('');
    const text = screen.getByRole('textbox', { name: /generated psalm/i }) as HTMLTextAreaElement;
    expect(text.value.length).toBeGreaterThan(40);

    // An edit of the generated text is what gets saved.
    await user.clear(title);
    await user.type(title, 'A Psalm for the Night Watch');
    await user.click(screen.getByRole('switch', { name: /narrat/i }));
    await user.click(screen.getByRole('button', { name: 'Save Daily Psalm' }));
    await screen.findByText('Saved. The form clears in a moment.', {}, { timeout: 15_000 });
    // What was saved stays in view until the form starts over.
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'A Psalm for the Night Watch',
    );
    // The server has it: the Content tab's list of daily psalms shows the saved title.
    const saved = await fetch('/api/content?dailyPsalm=true').then((response) => response.json());
    expect(saved.items.map((item: { title: string }) => item.title)).toContain(
      'A Psalm for the Night Watch',
    );

    // 000 §4: two seconds after saving, the form is empty again.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull(), {
      timeout: resetAfterSaveMs + 3_000,
    });
    expect((screen.getByRole('textbox', { name: /prompt/i }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });
});
