// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

afterEach(cleanup);

/** A card's menu (as on a community post) that records the item chosen. */
function CardMenu() {
  const [chosen, setChosen] = useState('nothing');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button" aria-label="Post options">
            …
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setChosen('share')}>Share</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setChosen('report')}>Report</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <p>{`chosen: ${chosen}`}</p>
    </>
  );
}

describe('a dropdown menu', () => {
  it('is a closed menu button before it is first pressed', () => {
    render(<CardMenu />);
    const trigger = screen.getByRole('button', { name: 'Post options' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens at the first click, and runs the item chosen', async () => {
    const user = userEvent.setup();
    render(<CardMenu />);
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(screen.getByText('chosen: report')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard and gives focus back to its button when closed', async () => {
    const user = userEvent.setup();
    render(<CardMenu />);
    screen.getByRole('button', { name: 'Post options' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Post options' }));
  });
});
