/**
 * The id of the JSON data block a server-rendered page carries (decision 145). The server writes
 * it, the browser hydrates from it, and the service worker keeps only pages that carry it: a page
 * the server drew for its reader, not the plain page the browser draws itself.
 */
export const serverStateId = 'psalmlight-state';
