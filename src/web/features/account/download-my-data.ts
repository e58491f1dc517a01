import { apiFetch } from '@web/lib/api-client';

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileName(response: Response) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'psalmlight-data.json';
}

/**
 * GET /api/profile/export, saved as a file; resolves with the file's name once it is handed to the
 * browser's downloads. Fetched rather than opened as a link so that a refusal (429 too many
 * exports, a signed-out session) becomes a toast instead of a page of JSON.
 */
export async function downloadMyData(): Promise<string> {
  const response = await apiFetch('/api/profile/export');
  const name = fileName(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download; the address is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}
