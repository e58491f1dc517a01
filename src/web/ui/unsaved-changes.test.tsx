// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link } from './link';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { useUnsavedChangesGuard } from './unsaved-changes';

afterEach(cleanup);

/** A dialog with one text field, guarded the way the app's form dialogs are. */
function NoteDialog({ onSaved }: { onSaved?: () => void }) {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(open && text !== '');
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <Dialog open={open} onOpenChange={guard.onOpenChange(setOpen)}>
        <DialogContent>
          {guard.prompt}
          <DialogTitle>Note</DialogTitle>
          <DialogDescription>Write a note.</DialogDescription>
          <textarea aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="button" onClick={() => guard.confirmClose(() => setOpen(false))}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => {
              // A save closes without asking.
              setText('');
              setOpen(false);
              onSaved?.();
            }}
          >
            Save
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

const warnsOnUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unsaved-changes guard', () => {
  it('closes a pristine dialog at once, without asking', async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    expect(warnsOnUnload()).toBe(false);
    await user.keyboard('{Escape}');
    await screen.findByText('dialog closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Escape throws typed text away: Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Thank you for today');
    expect(warnsOnUnload()).toBe(true);

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(question).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe(
      'Thank you for today',
    );

    // Cancel asks too; Discard closes.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('dialog closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(warnsOnUnload()).toBe(false);
  });

  it('the X asks too', async () => {
    const user = userEvent.setup();
    render(<NoteDialog />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('dialog open')).toBeTruthy();
  });

  it('asks nothing after a save', async () => {
    const user = userEvent.setup();
    let saved = false;
    render(<NoteDialog onSaved={() => (saved = true)} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Amen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('dialog closed');
    expect(saved).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(warnsOnUnload()).toBe(false);
  });

  it('holds an in-app navigation while dirty until Discard', async () => {
    function Page() {
      const [text, setText] = useState('');
      const guard = useUnsavedChangesGuard(text !== '');
      return (
        <>
          <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />
          <Link to="/elsewhere">Elsewhere</Link>
          {guard.prompt}
        </>
      );
    }
    const router = createMemoryRouter([
      { path: '/', element: <Page /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ]);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), 'Half a prayer');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByRole('textbox', { name: 'Draft' }) as HTMLInputElement).value).toBe(
      'Half a prayer',
    );
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('Elsewhere page');
  });
});
