// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search} ${String(location.state)}`}</p>
  );
}

function Page() {
  return (
    <>
      <Where />
      <nav>
        <NavLink to="/groups" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Groups
        </NavLink>
        <NavLink to="/psalm">{({ isActive }) => (isActive ? 'Psalm (here)' : 'Psalm')}</NavLink>
      </nav>
      <Link to="/groups/42?tab=wall" state="from-link">
        A group
      </Link>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/start', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the app links', () => {
  it('draw a plain anchor and navigate in the app on a click, with their state', async () => {
    const router = renderAt('/dashboard');
    const link = screen.getByRole('link', { name: 'A group' });
    expect(link.getAttribute('href')).toBe('/groups/42?tab=wall');
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/groups/42?tab=wall from-link');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leave a click with a modifier key to the browser', () => {
    renderAt('/dashboard');
    fireEvent.click(screen.getByRole('link', { name: 'A group' }), { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/dashboard null');
  });

  it('replace the history entry when they lead to the page shown', async () => {
    const router = renderAt('/groups/42?tab=wall');
    await userEvent.click(screen.getByRole('link', { name: 'A group' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('mark the page shown and the pages below it as current', () => {
    renderAt('/groups/42');
    const groups = screen.getByRole('link', { name: 'Groups' });
    expect(groups.getAttribute('aria-current')).toBe('page');
    expect(groups.className).toBe('on');
    const psalm = screen.getByRole('link', { name: 'Psalm' });
    expect(psalm.getAttribute('aria-current')).toBeNull();
  });

  it('are not current for a path that only begins with the same letters', () => {
    renderAt('/groupsmith');
    expect(screen.getByRole('link', { name: 'Groups' }).getAttribute('aria-current')).toBeNull();
  });
});
