// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { JournalEntryForm } from './journal-entry-form';

// The journal entry form against the real server: what it refuses before sending, what it keeps
// when the server refuses, and what it sends when all is well.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('premium', 'user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

function renderForm() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithApp(
    <JournalEntryForm editor={{ mode: 'create' }} onSaved={onSaved} onCancel={onCancel} />,
  );
  return {
    onSaved,
    title: screen.getByRole('textbox', { name: /title/i }),
    content: screen.getByRole('textbox', { name: /content/i }),
    submit: screen.getByRole('button', { name: 'Create Entry' }),
  };
}

describe('the journal entry form', () => {
  it('cannot be sent empty, and blank text asks for the title and content', async () => {
    connectTo(server, server.people.premium!);
    const user = userEvent.setup();
    const form = renderForm();
    expect(form.submit).toHaveProperty('disabled', true);
    await user.type(form.title, '   ');
    await user.type(form.content, '   ');
    expect(form.submit).toHaveProperty('disabled', false);
    await user.click(form.submit);
    expect(
      (await screen.findAllByText('Please fill in the title and content')).length,
    ).toBeGreaterThan(0);
    expect(form.onSaved).not.toHaveBeenCalled();
  });

  it('keeps every word typed when the server refuses the entry, and says why in the form', async () => {
    connectTo(server, server.people.user!); // not premium: the server answers premium_required
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.title, 'Waiting room');
    await user.type(form.content, 'Lord, be near to the ones in surgery tonight.');
    await user.click(form.submit);
    const alert = await screen.findByText(
      'Failed to create journal entry',
      {},
      { timeout: 10_000 },
    );
    expect(alert).toBeTruthy();
    expect(screen.getAllByText(/premium feature/i).length).toBeGreaterThan(0);
    expect(form.onSaved).not.toHaveBeenCalled();
    expect((form.title as HTMLInputElement).value).toBe('Waiting room');
    expect((form.content as HTMLTextAreaElement).value).toBe(
      'Lord, be near to the ones in surgery tonight.',
    );
  });

  it('creates the entry with its tags and closes', async () => {
    connectTo(server, server.people.premium!);
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.title, 'Morning thanks');
    await user.type(form.content, 'For rest, and for the light.');
    await user.type(screen.getByRole('textbox', { name: /tags/i }), 'gratitude{Enter}');
    await user.click(form.submit);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const page = await fetch('/api/journal').then((response) => response.json());
    expect(page.items).toEqual([
      expect.objectContaining({
        title: 'Morning thanks',
        content: 'For rest, and for the light.',
        tags: ['gratitude'],
      }),
    ]);
  });
});
