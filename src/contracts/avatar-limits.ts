// No zod here: the account page's avatar field imports these with the page.

/** Avatars: the image kinds a browser shows everywhere (no SVG: it can carry script). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTooLarge = 'The image is larger than 2 MB. Please choose a smaller one.';
export const avatarNotImage = 'Please choose a PNG, JPEG, WebP or GIF image.';
