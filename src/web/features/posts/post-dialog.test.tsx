// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { PostDialog } from './post-dialog';

// The create-post dialog against the real server: the counter, tags, the unsaved-changes question,
// the reset to defaults (001 §4) and what reaches the server.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PostDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Share with the Community' });

describe('the create-post dialog', () => {
  it('counts characters, adds and removes tags, asks before throwing text away, and starts over', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const submit = screen.getByRole('button', { name: 'Share Post' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByText('5/1,000 characters')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true); // a blank title after trimming

    const tags = screen.getByLabelText('Tags', { exact: true });
    await user.type(tags, ' hope {Enter}');
    await user.type(tags, 'hope{Enter}');
    expect(screen.getAllByText('hope')).toHaveLength(1);
    const faith = screen.getByRole('button', { name: '#faith' });
    await user.click(faith);
    expect(faith.getAttribute('aria-pressed')).toBe('true');
    await user.click(faith);
    expect(faith.getAttribute('aria-pressed')).toBe('false');

    // Escape with text typed asks first; Keep editing keeps it.
    await user.keyboard('{Escape}');
    await screen.findByText('Discard unsaved changes?');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog()).toBeNull());

    // Opened again: the defaults (reflection, no text, no tags, not anonymous).
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('hope')).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('sends a trimmed post and closes', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.type(screen.getByLabelText('Title'), '  Grateful  ');
    await user.type(screen.getByLabelText('Message'), ' For today ');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(dialog()).toBeNull());
    const response = await fetch('/api/community/posts'); // through connectTo, signed in
    const page = (await response.json()) as { items: { title: string; author: unknown }[] };
    expect(page.items[0]).toMatchObject({ title: 'Grateful', author: null });
  });
});
