// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Group } from '@contracts/groups';
import { connectTo, renderWithApp, startLiveServer, type LiveServer } from '@web/test/live-api';
import { GroupFormDialog } from './group-form-dialog';

// Starting and renaming a group against the real server: a blank name is refused in the dialog,
// a started group is the caller's to lead, a rename is saved.

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer('user');
}, 60_000);
afterAll(() => server.close());
afterEach(() => cleanup());

describe('the group dialog', () => {
  it('refuses a blank name, then starts the group and hands it on', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    const onCreated = vi.fn<(group: Group) => void>();
    const onOpenChange = vi.fn();
    renderWithApp(
      <GroupFormDialog open onOpenChange={onOpenChange} group={null} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start group' }));
    await screen.findByText('Name is required');
    expect(onCreated).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Morning circle ');
    await user.type(screen.getByLabelText('Description'), 'Family');
    await user.click(screen.getByRole('button', { name: 'Start group' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Morning circle',
        description: 'Family',
        myRole: 'leader',
        memberCount: 1,
      }),
    );
  });

  it('renames a group it is given', async () => {
    connectTo(server, server.people.user!);
    const user = userEvent.setup();
    const started = vi.fn<(group: Group) => void>();
    renderWithApp(
      <GroupFormDialog open onOpenChange={() => undefined} group={null} onCreated={started} />,
    );
    await user.type(screen.getByLabelText('Name'), 'Bible study');
    await user.click(screen.getByRole('button', { name: 'Start group' }));
    await waitFor(() => expect(started).toHaveBeenCalled());
    cleanup();

    const group = started.mock.calls[0]![0];
    const onOpenChange = vi.fn();
    renderWithApp(<GroupFormDialog open onOpenChange={onOpenChange} group={group} />);
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Bible study');
    await user.clear(name);
    await user.type(name, 'Thursday Bible study');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await screen.findByText('Group saved');
  });
});
