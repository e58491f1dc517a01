// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

afterEach(cleanup);
// What Radix's select asks of the DOM that jsdom does not draw.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

const options = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'pt', label: 'Português' },
];

function LanguagePicker() {
  const [value, setValue] = useState('en');
  return (
    <>
      <SelectField label="Language" value={value} onValueChange={setValue} options={options} />
      <p>{`chosen: ${value}`}</p>
    </>
  );
}

describe('a select field', () => {
  it('shows the chosen label before it is ever opened, and no list', () => {
    render(<LanguagePicker />);
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger.textContent).toBe('English');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens at the first click and takes the option chosen', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    expect(screen.getByText('chosen: es')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Español');
  });

  it('opens from the keyboard and chooses with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    screen.getByRole('combobox', { name: 'Language' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('chosen: es')).toBeTruthy();
  });
});
