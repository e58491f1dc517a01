// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

afterEach(cleanup);

function Search({ labelHidden = false }: { labelHidden?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField
        label="Search the library"
        labelHidden={labelHidden}
        placeholder="Psalms, prayers…"
        value={value}
        onValueChange={setValue}
      />
      <p>{`searching: ${value}`}</p>
    </>
  );
}

describe('a search field', () => {
  it('is a search box named by its label, typed into from the keyboard', async () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    expect(screen.getByText('Search the library').classList).not.toContain('sr-only');
    expect(box.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(box, 'peace');
    expect(screen.getByText('searching: peace')).toBeTruthy();
  });

  it('keeps its name for screen readers when the label is not shown', () => {
    render(<Search labelHidden />);
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toBeTruthy();
    expect(screen.getByText('Search the library').classList).toContain('sr-only');
  });
});
