// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { EmptyState } from './empty-state';
import { ListState } from './list-state';

afterEach(cleanup);

type Query = Parameters<typeof ListState>[0]['query'];

const settled = { isPending: false, isError: false, isFetching: false, error: null, data: [] };

/** A list of notes in a given state; Try again records that it was asked. */
function Notes({ query, notes = [] }: { query: Omit<Query, 'refetch'>; notes?: string[] }) {
  const [retried, setRetried] = useState(0);
  return (
    <>
      <p>{`retried ${retried}`}</p>
      <ListState
        query={{ ...query, refetch: () => setRetried((count) => count + 1) }}
        empty={notes.length === 0}
        loadingLabel="Loading notes"
        placeholder={<div>placeholder</div>}
        failedTitle="Your notes could not be loaded."
        failedDetail="Please try again."
        retryLabel="Try again"
        emptyState={<EmptyState title="No notes yet" />}
      >
        <ul aria-label="Notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </ListState>
    </>
  );
}

describe('the list state', () => {
  it('says the list is loading, with placeholders', () => {
    render(<Notes query={{ ...settled, isPending: true, data: undefined }} />);
    expect(screen.getByRole('status').textContent).toContain('Loading notes');
    expect(screen.getAllByText('placeholder')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failure, with the reason, and tries again on request', async () => {
    const user = userEvent.setup();
    const error = new ApiError(503, 'unavailable', 'The server is busy');
    render(<Notes query={{ ...settled, isError: true, error, data: undefined }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your notes could not be loaded.');
    expect(alert.textContent).toContain('The server is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('retried 1')).toBeTruthy();
  });

  it('shows the empty state when there is nothing', () => {
    render(<Notes query={settled} />);
    expect(screen.getByRole('heading', { name: 'No notes yet' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the list, and keeps it when a later refresh fails', () => {
    const error = new ApiError(503, 'unavailable', 'The server is busy');
    render(<Notes query={{ ...settled, isError: true, error }} notes={['Gratitude']} />);
    expect(screen.getByRole('list', { name: 'Notes' }).textContent).toContain('Gratitude');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
