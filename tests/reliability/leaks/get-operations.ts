import { localDateIn } from '@contracts/time';

// Every GET operation of /api/openapi.json turned into the requests the leak suite makes: the
// operation with no query, then each query parameter alone with every value its schema admits that
// could widen what comes back (each enum value, every id the world made, the largest page, a zone
// far ahead of UTC, a search for the markers). A path parameter is filled with every id of the
// world. A parameter the suite cannot fill fails the run: a new route must be checkable.

type Schema = {
  type?: string;
  format?: string;
  enum?: string[];
  pattern?: string;
  maximum?: number;
  default?: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type OpenApiOperation = {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
};

export type GetOperation = {
  /** The path as the document writes it, with the server's base: /api/content/{id}. */
  template: string;
  /** It answers with an event stream (read by the events part, not as one body). */
  streams: boolean;
  pathParams: string[];
  queryParams: Parameter[];
};

export type PlannedRequest = {
  operation: GetOperation;
  url: string;
  /** The values this request put in the path or query (an answer may echo them back). */
  sent: string[];
  /** The id in the path, when there is one. */
  pathId?: string;
};

export function getOperations(document: OpenApiDocument): GetOperation[] {
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const operation = item.get;
    if (!operation) return [];
    const parameters = operation.parameters ?? [];
    const contentTypes = Object.values(operation.responses ?? {}).flatMap((response) =>
      Object.keys(response.content ?? {}),
    );
    const unknown = parameters.filter((p) => p.in !== 'path' && p.in !== 'query');
    if (unknown.length > 0)
      throw new Error(
        `GET ${path}: cannot fill ${unknown.map((p) => `${p.in} ${p.name}`).join(', ')}`,
      );
    return [
      {
        template: `${base}${path}`,
        streams: contentTypes.includes('text/event-stream'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
      },
    ];
  });
}

/** Path parameters the suite knows how to fill: with every id of the world. */
const idLike = /^(id|[a-z]+Id)$/;

/** A zone a day ahead of UTC for most of the day: future-dated items must stay hidden there too. */
const farAheadZone = 'Pacific/Kiritimati';

export type Fill = { ids: string[]; search: string };

/** The values a query parameter is tried with; throws when the schema says nothing usable. */
function queryValues(where: string, parameter: Parameter, fill: Fill): string[] {
  const schema = parameter.schema ?? {};
  if (schema.enum) return schema.enum;
  if (schema.format === 'uuid') return fill.ids;
  if (schema.type === 'integer' || schema.type === 'number')
    return [String(schema.maximum ?? schema.default ?? 100)];
  if (schema.type === 'boolean') return ['true', 'false'];
  if (schema.type === 'string') {
    if (parameter.name === 'timeZone') return [farAheadZone, 'UTC'];
    // Dates (a from/to window): the whole year around today.
    if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return [localDateIn('UTC', new Date())];
    // Any other free text is a search: for the markers, the one word every marker starts with.
    return [fill.search];
  }
  throw new Error(
    `${where}: no way to fill query parameter ${parameter.name} (${JSON.stringify(schema)})`,
  );
}

/** Every request the suite makes of one operation. */
export function plan(operation: GetOperation, fill: Fill): PlannedRequest[] {
  const where = `GET ${operation.template}`;
  const unknownPath = operation.pathParams.filter((name) => !idLike.test(name));
  if (unknownPath.length > 0)
    throw new Error(`${where}: no way to fill path parameter(s) ${unknownPath.join(', ')}`);

  const paths: { path: string; sent: string[]; pathId?: string }[] =
    operation.pathParams.length === 0
      ? [{ path: operation.template, sent: [] }]
      : fill.ids.map((id) => ({
          path: operation.template.replace(/\{[^}]+\}/g, id),
          sent: [id],
          pathId: id,
        }));
  // Required parameters are always sent (with their first value); each parameter is then tried
  // with each of its values in turn.
  const base = new Map(
    operation.queryParams
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, queryValues(where, parameter, fill)[0]!]),
  );
  const queries: [string, string][][] = [
    [...base],
    ...operation.queryParams.flatMap((parameter) =>
      queryValues(where, parameter, fill).map((value) => [
        ...new Map([...base, [parameter.name, value]]),
      ]),
    ),
  ];
  return paths.flatMap((path) =>
    queries.map((query) => {
      const search = new URLSearchParams(query).toString();
      return {
        operation,
        url: search ? `${path.path}?${search}` : path.path,
        sent: [...path.sent, ...query.map(([, value]) => value)],
        ...(path.pathId ? { pathId: path.pathId } : {}),
      };
    }),
  );
}
