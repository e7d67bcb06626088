import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * fast-json-stringify writes an object's required properties before its optional ones; zod (and so
 * the API until now) writes them in the schema's order. Where the two orders differ, the object's
 * `required` list is dropped, so every property is written in order when present. (Zod checks
 * presence in tests.) Walks the whole JSON Schema, in place.
 */
function keepPropertyOrder(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  for (const child of Object.values(node)) keepPropertyOrder(child);
  const schema = node as { properties?: Record<string, unknown>; required?: string[] };
  if (!schema.properties || !schema.required) return;
  const keys = Object.keys(schema.properties);
  const firstOptional = keys.findIndex((key) => !schema.required!.includes(key));
  if (firstOptional !== -1 && keys.slice(firstOptional).some((key) => schema.required!.includes(key))) delete schema.required;
}

/** fast-json-stringify's compiled writer for a route's zod response schema, through its JSON Schema. */
function compileFast(schema: unknown): Serialize {
  const json = schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) : schema;
  keepPropertyOrder(json);
  return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Writes responses with fast-json-stringify, compiled from each route's zod response schema (the
 * schemas stay the contract and the API docs' source). Zod's own serializer parses every answer
 * before writing it: a quarter of a gig list's time in the app (docs/decisions/0126). Compiled at a
 * route's first answer, so the start does not compile every route's schema.
 *
 * With `checkAgainstZod` (tests), every answer also goes through zod's serializer, which refuses
 * an answer its schema does not allow (a 500, as it did in production before), and the two texts
 * must be the same byte for byte, so the whole test suite checks the fast writer.
 */
export function responseSerializerCompiler({ checkAgainstZod }: { checkAgainstZod: boolean }) {
  return (route: RouteSchema): Serialize => {
    let fast: Serialize | undefined;
    const write = (data: unknown) => (fast ??= compileFast(route.schema))(data);
    if (!checkAgainstZod) return write;
    const zodWrite = zodSerializerCompiler(route) as Serialize;
    return (data) => {
      const expected = zodWrite(data);
      const actual = write(data);
      // Where they part, not what they say: answers carry personal data, and errors are logged.
      if (actual !== expected) throw new Error(`${route.method} ${route.url}: the fast serializer's answer differs from zod's at character ${firstDifference(actual, expected)}`);
      return actual;
    };
  };
}
