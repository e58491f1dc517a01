// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarMaxBytes } from '@contracts/avatar-limits';
import { ApiError } from '../lib/api-error';
import { renderWithApp } from '../test/live-api';
import { ImageField } from './image-field';

afterEach(cleanup);

const texts = {
  alt: 'Group photo',
  choose: 'Change photo',
  remove: 'Remove photo',
  hint: 'At most 2 MB.',
  failed: 'The photo could not be changed.',
};

function field(imageUrl: string | null, onUpload = vi.fn(() => Promise.resolve())) {
  const onRemove = vi.fn(() => Promise.resolve());
  renderWithApp(
    <ImageField
      imageUrl={imageUrl}
      name="Tuesday study"
      texts={texts}
      uploading={false}
      removing={false}
      onUpload={onUpload}
      onRemove={onRemove}
    />,
  );
  return { onUpload, onRemove };
}

// userEvent.upload honours `accept`; these files must reach the field's own checks.
const user = () => userEvent.setup({ applyAccept: false });

describe('ImageField', () => {
  it('shows initials without a picture, and the picture with Remove once there is one', async () => {
    field(null);
    expect(screen.getByText('TS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    cleanup();
    const { onRemove } = field('/media/group-photos/a.png');
    expect(screen.getByRole('img', { name: 'Group photo' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('refuses a file that is not an image or is too large before sending it', async () => {
    const { onUpload } = field(null);
    const input = screen.getByLabelText('Change photo');
    await user().upload(input, new File(['words'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText('Please choose a PNG, JPEG, WebP or GIF image.');
    const large = new File([new Uint8Array(avatarMaxBytes + 1)], 'big.png', { type: 'image/png' });
    await user().upload(input, large);
    await screen.findByText('The image is larger than 2 MB. Please choose a smaller one.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('sends an image, and says why when the server refuses it', async () => {
    const onUpload = vi.fn(() =>
      Promise.reject(
        new ApiError(403, 'forbidden', 'Only the group’s leaders can change its photo.'),
      ),
    );
    field(null, onUpload);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Change photo'), png);
    expect(onUpload).toHaveBeenCalledWith(png);
    await screen.findByText('Only the group’s leaders can change its photo.');
  });
});
