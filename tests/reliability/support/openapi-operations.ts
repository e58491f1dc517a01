// The operations of the app's own OpenAPI document (GET /api/openapi.json), in the form the
// reliability suite walks: a route added to the app is fuzzed without editing a test.

/** The parts of JSON Schema (2020-12, as the document's 3.1 uses) that the request schemas use. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
  [keyword: string]: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** The full path with {placeholders}, e.g. /api/journal/{id}. */
  path: string;
  /** x-permission: public, user, premium or a staff permission key. */
  permission: string;
  parameters: Parameter[];
  /** Schemas by content type, when the operation takes a body. */
  body?: { required: boolean; content: Record<string, JsonSchema> };
};

type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, RawOperation>>;
  components?: Record<string, Record<string, unknown>>;
};

type RawOperation = {
  'x-permission'?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: JsonSchema }>;
  };
};

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Replaces every local $ref (#/components/...) by what it points at. */
function resolveRefs<T>(value: T, document: Document, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, document, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/') || seen.includes(ref))
      throw new Error(`The fuzzer cannot follow the reference ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
    if (target === undefined) throw new Error(`Dangling reference ${ref}`);
    return resolveRefs(target as T, document, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveRefs(item, document, seen)]),
  ) as T;
}

/** Every operation of an OpenAPI document, with references resolved and the server prefix added. */
export function operationsOf(document: Document): Operation[] {
  const prefix = document.servers?.[0]?.url ?? '';
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const operation = resolveRefs(raw, document);
      const body = operation.requestBody;
      operations.push({
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        permission: operation['x-permission'] ?? 'unknown',
        parameters: (operation.parameters ?? []) as Parameter[],
        body: body
          ? {
              required: body.required ?? false,
              content: Object.fromEntries(
                Object.entries(body.content).map(([type, media]) => [type, media.schema ?? {}]),
              ),
            }
          : undefined,
      });
    }
  }
  return operations;
}

/** The app's document, read through the app as any client would. */
export async function readOperations(
  request: (path: string) => Promise<Response>,
): Promise<Operation[]> {
  const response = await request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/openapi.json: ${response.status}`);
  return operationsOf((await response.json()) as Document);
}

/** "POST /api/journal/{id}", for messages and figures. */
export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;
