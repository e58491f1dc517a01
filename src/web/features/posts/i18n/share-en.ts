/**
 * The "Share to the community" button of the library reader and the psalm page (decision 015). Its own
 * small dictionary so neither page loads the community page's texts. 001 §8 texts word for word.
 */
export const shareEn = {
  'share.button': 'Share to the community',
  'share.done': 'Post shared with the community!',
  'share.failed': 'Error sharing content',
} as const;
