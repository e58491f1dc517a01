// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { renderWithApp } from '../test/live-api';
import { ConfirmDeleteDialog, type ConfirmDeleteTexts } from './confirm-delete-dialog';

afterEach(cleanup);

const texts: ConfirmDeleteTexts = {
  title: 'Delete note?',
  cancel: 'Cancel',
  confirm: 'Delete',
  pending: 'Deleting…',
  deleted: 'Note deleted',
  failed: 'Could not delete the note',
};

/**
 * A page with one note and its delete dialog. `answer` is what the server says to the delete; the
 * page records each delete asked for and shows whether the dialog was closed.
 */
function NotePage({ answer, close }: { answer: () => Promise<void>; close?: string }) {
  const [target, setTarget] = useState<string | null>('note-1');
  const [pending, setPending] = useState(false);
  const [asked, setAsked] = useState<string[]>([]);
  return (
    <>
      <p>{`asked: ${asked.join(',') || 'none'}`}</p>
      <p>{target === null ? 'dialog closed' : 'dialog open'}</p>
      <ConfirmDeleteDialog
        targetId={target}
        description="The note goes for good."
        texts={{ ...texts, close }}
        pending={pending}
        onConfirm={async (id) => {
          setAsked((before) => [...before, id]);
          setPending(true);
          try {
            await answer();
          } finally {
            setPending(false);
          }
        }}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

/** A server answer that waits until the test lets it go. */
function heldAnswer() {
  let release = () => {};
  const answer = () =>
    new Promise<void>((resolve) => {
      release = resolve;
    });
  return { answer, release: () => release() };
}

describe('the confirm-delete dialog', () => {
  it('deletes on Delete, says so and closes', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotePage answer={async () => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete note?' });
    expect(dialog.textContent).toContain('The note goes for good.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('dialog closed');
    expect(screen.getByText('asked: note-1')).toBeTruthy();
    expect(await screen.findByText('Note deleted')).toBeTruthy();
  });

  it('deletes nothing on Cancel', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotePage answer={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('dialog closed');
    expect(screen.getByText('asked: none')).toBeTruthy();
  });

  it('shows the delete running and cannot be left meanwhile', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    renderWithApp(<NotePage answer={held.answer} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const running = await screen.findByRole('button', { name: 'Deleting…' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByText('dialog open')).toBeTruthy();
    held.release();
    await screen.findByText('dialog closed');
  });

  it('keeps a passing failure in the dialog, with Delete to try again', async () => {
    const user = userEvent.setup();
    const refuse = async () => {
      throw new ApiError(503, 'unavailable', 'The server is busy');
    };
    renderWithApp(<NotePage answer={refuse} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server is busy');
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('offers only Close after a final refusal', async () => {
    const user = userEvent.setup();
    const refuse = async () => {
      throw new ApiError(409, 'conflict', 'The note is still in use');
    };
    renderWithApp(<NotePage answer={refuse} close="Close" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The note is still in use');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('dialog closed')).toBeTruthy());
    expect(screen.getByText('asked: note-1')).toBeTruthy();
  });
});
