import fc from 'fast-check';
import { extraMember, hostileString, wrongTypeValue } from './openapi-hostile';
import type { JsonSchema } from './openapi-operations';

// JSON Schema → fast-check arbitraries, for the fuzzer: a valid-shaped value (what the schema
// accepts, so requests get past validation into the handlers), or a fuzzed one (mostly valid-shaped,
// with hostile values, boundary values, wrong types, missing and extra members mixed in).

/** Rows that exist, so that ids and emails reach the handlers' lookups rather than only 404s. */
export type KnownValues = {
  ids: string[];
  emails: string[];
  /** The same ids by table, so that a path parameter can aim at its own table's rows. */
  idsByTable?: Record<string, string[]>;
};

/** A schema the fuzzer cannot derive values for: the test fails rather than skip the operation. */
export class UnsupportedSchemaError extends Error {}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Keep arbitrary strings short unless a boundary value asks for the limit itself. */
const shortCap = 40;

const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function knownOr<T>(known: T[], otherwise: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, otherwise)
    : otherwise;
}

function validString(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, shortCap);
  switch (schema.format) {
    case 'uuid':
      return knownOr(known.ids, fc.uuid());
    case 'email':
      return knownOr(known.emails, fc.emailAddress()).filter((value) => value.length <= maxLength);
    case 'date':
      return isoDate;
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      // Loopback only: nothing the app might fetch may leave this machine.
      return fc
        .array(fc.webSegment(), { maxLength: 3 })
        .map((segments) => `https://127.0.0.1:9/${segments.join('/')}`);
  }
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  return fc.oneof(
    { weight: 8, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, shortCap) }) },
    // The longest accepted: the column behind the field must hold it.
    { weight: 1, arbitrary: fc.constant('ä'.repeat(maxLength)) },
  );
}

/** Values just outside what the schema accepts: one past each limit, a broken pattern or format. */
function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('a'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('a'.repeat(schema.minLength - 1));
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.maxItems !== undefined)
    values.push(Array.from({ length: schema.maxItems + 1 }, () => 'a'));
  if (schema.pattern || schema.format)
    values.push('2024-02-30', '24:00', 'not-a-uuid', 'a@', '00000000-0000-0000-0000-000000000000');
  if (schema.enum) values.push('not-a-listed-value', String(schema.enum[0]).toUpperCase());
  return values;
}

/** A value the schema accepts, as far as JSON Schema can say (refinements in code may still refuse it). */
export function validValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => validValue(item, known)));
  if (schema.allOf) {
    if (schema.allOf.length !== 1)
      throw new UnsupportedSchemaError('allOf with several schemas has no generator');
    return validValue(schema.allOf[0]!, known);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(type, schema, known)));
}

function validOfType(type: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, known);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, (child) => validValue(child, known));
    default:
      throw new UnsupportedSchemaError(`No generator for JSON Schema type ${type}`);
  }
}

function objectOf(
  schema: JsonSchema,
  member: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, member(child)]),
  );
  const record = fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => key in model),
  });
  const additional = schema.additionalProperties;
  if (!additional || typeof additional !== 'object') return record;
  // A map (z.record): names of its own besides the listed members.
  return fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 20 }), member(additional), { maxKeys: 4 }))
    .map(([listed, map]) => ({ ...map, ...listed }));
}

/**
 * A value for a field: mostly valid-shaped (its own members fuzzed in turn), otherwise a boundary
 * value, a hostile string or a value of the wrong type; objects also lose required members and
 * gain unknown ones (prototype keys among them).
 */
export function fuzzedValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const boundaries = boundaryValues(schema);
  const types = typesOf(schema);
  const shaped = types.includes('object')
    ? fuzzedObject(schema, known)
    : types.includes('array')
      ? fc.array(fuzzedValue(schema.items ?? {}, known), { maxLength: 4 })
      : validValue(schema, known);
  return fc.oneof(
    { weight: 10, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: boundaries.length > 0 ? fc.constantFrom(...boundaries) : hostileString,
    },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: wrongTypeValue },
  );
}

function fuzzedObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const members = objectOf(schema, (child) => fuzzedValue(child, known));
  const required = (schema.required ?? []).filter((key) => key in (schema.properties ?? {}));
  return fc.oneof(
    { weight: 8, arbitrary: members },
    {
      weight: 1,
      arbitrary: fc
        .tuple(members, fc.array(extraMember, { minLength: 1, maxLength: 3 }))
        // fromEntries makes "__proto__" an own member, so JSON.stringify sends it.
        .map(([object, extra]) => Object.fromEntries([...Object.entries(object), ...extra])),
    },
    ...(required.length > 0
      ? [
          {
            weight: 1,
            arbitrary: fc
              .tuple(members, fc.constantFrom(...required))
              .map(([object, missing]) =>
                Object.fromEntries(Object.entries(object).filter(([key]) => key !== missing)),
              ),
          },
        ]
      : []),
  );
}
