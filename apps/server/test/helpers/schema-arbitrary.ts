import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for a route's zod schemas, through their JSON Schema form (the same
 * document /api/openapi.json publishes), so any schema a route declares can be sampled.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

const word = (min = 1, max = 12) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: Math.max(min, 0), maxLength: Math.max(max, min) });

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? Math.max(min, 24), Math.max(min, 24));
  switch (s.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return word(3, 12).map((local) => `${local}@example.com`);
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1950-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return word(3, 12).map((path) => `https://example.com/${path}`);
  }
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  return word(Math.max(min, 1), max);
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.001) : (s.minimum ?? -1000);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.001) : (s.maximum ?? 100_000);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function build(s: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (s.$ref) {
    const name = s.$ref.split('/').pop()!;
    const target = s.$ref === '#' ? root : root.$defs?.[name];
    return target ? build(target, root, depth + 1) : fc.constant(null);
  }
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((option) => build(option, root, depth + 1)));
  if (s.allOf?.length) return build(Object.assign({}, ...s.allOf), root, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => build({ ...s, type }, root, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => build(item, root, depth + 1)));
      const minLength = s.minItems ?? 0;
      return fc.array(build(s.items ?? {}, root, depth + 1), { minLength, maxLength: Math.min(s.maxItems ?? 3, Math.max(minLength, 3)) });
    }
    case 'object': {
      const properties = Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, build(value, root, depth + 1)]));
      const record = fc.record(properties, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
      if (typeof s.additionalProperties === 'object') {
        const extra = fc.dictionary(word(1, 8), build(s.additionalProperties, root, depth + 1), { maxKeys: 3 });
        return fc.tuple(extra, record).map(([a, b]) => ({ ...a, ...b }));
      }
      return record;
    }
  }
  // An unconstrained schema (z.unknown(), a transform's output): any plain JSON value.
  return fc.oneof(word(), fc.integer(), fc.boolean());
}

const cache = new WeakMap<z.ZodType, fc.Arbitrary<unknown>>();

/**
 * Candidates for values the schema accepts: drawn from its JSON Schema as sent (input) and as
 * parsed (output, which keeps formats a `.pipe()` adds), without bias so every draw differs.
 */
export function schemaArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  let arbitrary = cache.get(schema);
  if (!arbitrary) {
    const forms = (['input', 'output'] as const).map((io) => {
      try {
        const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
        return build(json, json, 0);
      } catch {
        return null;
      }
    });
    arbitrary = fc.noBias(fc.oneof(...forms.filter((form): form is fc.Arbitrary<unknown> => form !== null)));
    cache.set(schema, arbitrary);
  }
  return arbitrary;
}

/**
 * A value the schema accepts (refinements included), reproducible from `seed`; when no candidate
 * passes (a refinement JSON Schema cannot express), the first candidate, which the route refuses.
 */
export function validSample(schema: z.ZodType, seed: number): unknown {
  const candidates = fc.sample(schemaArbitrary(schema), { seed, numRuns: 40 });
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0];
}

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** A valid-looking value for a route's schema part, zod or plain JSON Schema; undefined when none is declared. */
export function sampleFor(schema: unknown, seed: number): unknown {
  if (isZod(schema)) return validSample(schema, seed);
  if (schema && typeof schema === 'object') return fc.sample(fc.noBias(build(schema as JsonSchema, schema as JsonSchema, 0)), { seed, numRuns: 1 })[0];
  return undefined;
}
