import { apiError } from '@contracts/errors';
import { authLimitedPaths } from '@server/auth/routes';

// The write operations the hardening suite checks route by route: every POST, PUT, PATCH and
// DELETE of /api/openapi.json (a route added to the app is checked without editing a test), and
// better-auth's writes under /api/auth, which the document does not describe.

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type WriteOperation = {
  method: string;
  /** As the document writes it: /api/journal/{id}. */
  template: string;
  /** With every path parameter filled (limits are checked before routing, so any value does). */
  path: string;
  /** The content type the operation takes (JSON unless the document names another). */
  contentType: string;
};

const anyId = '00000000-0000-4000-8000-000000000000';

function writeOperation(method: string, template: string, contentType = 'application/json') {
  return { method, template, path: template.replace(/\{[^}]+\}/g, anyId), contentType };
}

/** better-auth's write endpoints that the app uses (src/web, account settings), under our limits. */
export const authWrites: WriteOperation[] = [
  ...authLimitedPaths,
  '/sign-out',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-user',
].map((path) => writeOperation('POST', `/api/auth${path}`));

/** Sign-in, sign-up, reset and the like: their own, stricter limit per address (decision 003). */
export const isAddressLimited = (operation: WriteOperation) =>
  authLimitedPaths.some((path) => operation.template === `/api/auth${path}`);

type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};

/** Every write operation of the app's OpenAPI document, read through the app as a client would. */
export async function documentedWrites(
  request: (path: string) => Promise<Response>,
): Promise<WriteOperation[]> {
  const response = await request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/openapi.json: ${response.status}`);
  const document = (await response.json()) as Document;
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => writeMethods.has(method.toUpperCase()))
      .map(([method, operation]) =>
        writeOperation(
          method.toUpperCase(),
          `${base}${path}`,
          Object.keys(operation.requestBody?.content ?? {})[0],
        ),
      ),
  );
}

/** "POST /api/journal/{id}", for messages and figures. */
export const nameOf = (operation: WriteOperation) => `${operation.method} ${operation.template}`;

/** The error code of an answer in the one error shape; undefined when it is not in that shape. */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  const parsed = apiError.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data.error.code : undefined;
}
