// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Remove({ staysOpen = false }: { staysOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(0);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Remove the download</Button>}
        title="Remove this download?"
        description="It can be downloaded again."
        cancelLabel="Keep it"
        confirmLabel="Remove"
        pendingLabel="Removing…"
        destructive
        pending={pending}
        staysOpen={staysOpen}
        onConfirm={() => {
          setDone((count) => count + 1);
          if (staysOpen) setPending(true);
        }}
      />
      <p>{`removed ${done}`}</p>
    </>
  );
}

describe('a confirm dialog', () => {
  it('asks first from its own button, and closes on the action or on Cancel', async () => {
    render(<Remove />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the download' }));
    // Its code arrives at the first opening.
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this download?' });
    expect(dialog.textContent).toContain('It can be downloaded again.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('removed 0')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the download' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('removed 1')).toBeTruthy();
  });

  it('stays open while the action runs, says so, and cannot be closed until it ends', async () => {
    render(<Remove staysOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the download' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const waiting = screen.getByRole('button', { name: 'Removing…' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep it' }).hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('removed 1')).toBeTruthy();
  });
});
