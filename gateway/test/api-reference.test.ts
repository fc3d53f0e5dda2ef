import { envelopeSchema, listRoutes, type RouteEntry, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helper';

type JsonSchema = {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Media = Record<string, { schema?: JsonSchema }>;
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Media };
  responses?: Record<string, { content?: Media }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

/** The calls the gateway serves; with OPERATOR_TOKEN and NODE_ENV test that is every entry not marked served: false. */
const served = listRoutes(routes).filter((entry) => entry.served !== false);

/** A Fastify path as OpenAPI writes it: `/inform/info/detail/:id` is `/inform/info/detail/{id}`. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Every property a schema names, as paths (`data.list[].id`), through unions, arrays and records:
 * what a client reads from the document, however the generator spelled nullability or constants.
 */
function propertyPaths(schema: JsonSchema | boolean | undefined, at = '', found = new Set<string>()): Set<string> {
  if (schema === undefined || typeof schema === 'boolean') return found;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.add(`${at}${name}`);
    propertyPaths(property, `${at}${name}.`, found);
  }
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) propertyPaths(member, at, found);
  propertyPaths(schema.items, `${at}[].`, found);
  schema.prefixItems?.forEach((item, index) => propertyPaths(item, `${at}[${index}].`, found));
  propertyPaths(schema.additionalProperties, `${at}{}.`, found);
  return found;
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;

const pathsOf = (schema: z.ZodType, io: 'input' | 'output') => [...propertyPaths(jsonSchemaOf(schema, io))].sort();
const documentedPaths = (schema: JsonSchema | undefined) => [...propertyPaths(schema)].sort();

/** The parameters of one place (path or query) an operation documents, by name, with whether each is required. */
function parametersIn(operation: Operation, place: 'path' | 'query'): Record<string, boolean> {
  return Object.fromEntries((operation.parameters ?? []).filter((parameter) => parameter.in === place).map((parameter) => [parameter.name, parameter.required ?? false]));
}

/**
 * The parameters an entry's schema takes, by name, with whether each is required: of a union of
 * objects, every name of its variants, required where every variant requires it.
 */
function parametersOf(schema: z.ZodType | undefined): Record<string, boolean> {
  if (!schema) return {};
  const json = jsonSchemaOf(schema, 'input');
  const variants = json.anyOf ?? json.oneOf ?? [json];
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
  return Object.fromEntries(names.map((name) => [name, variants.every((variant) => variant.required?.includes(name) ?? false)]));
}

/** The 200 answer a client reads: the envelope around `response`, the body itself, or a file. */
function expectedAnswer(entry: RouteEntry): string[] | 'file' {
  if (entry.answer === 'file') return 'file';
  if (entry.answer === 'body') return pathsOf(entry.response, 'output');
  return pathsOf(z.union([envelopeSchema(entry.response), envelopeSchema(z.null())]), 'output');
}

let ctx: TestApp;
let document: Document;
beforeAll(async () => {
  ctx = await buildTestApp({ env: { OPERATOR_TOKEN: 'operator-token-for-the-api-reference' } });
  const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(async () => ctx.close());

const operationOf = (entry: RouteEntry) => document.paths[openapiPath(entry.path)]?.[entry.method.toLowerCase()];

describe('the API reference', () => {
  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it('documents every call the gateway serves, tagged by its area', () => {
    const missing = served.filter((entry) => operationOf(entry) === undefined).map((entry) => entry.name);
    expect(missing).toEqual([]);
    const mistagged = served.filter((entry) => {
      const operation = operationOf(entry);
      return operation?.operationId !== entry.name || operation.tags?.[0] !== entry.name.split('.')[0];
    });
    expect(mistagged.map((entry) => entry.name)).toEqual([]);
  });

  it('documents no route the table does not name (the web pages, the reference itself)', () => {
    const named = new Set(served.map((entry) => `${entry.method.toLowerCase()} ${openapiPath(entry.path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !named.has(operation))).toEqual([]);
  });

  it("documents each call's path and query parameters as its entry takes them", () => {
    const differences = served.flatMap((entry) => {
      const operation = operationOf(entry);
      if (!operation) return [];
      return [
        ...(JSON.stringify(parametersIn(operation, 'path')) === JSON.stringify(parametersOf(entry.params)) ? [] : [`${entry.name} params`]),
        ...(JSON.stringify(parametersIn(operation, 'query')) === JSON.stringify(parametersOf(entry.query)) ? [] : [`${entry.name} query`]),
      ];
    });
    expect(differences).toEqual([]);
  });

  it("documents each call's body as its entry takes it", () => {
    const differences = served.filter((entry) => {
      const operation = operationOf(entry);
      if (!operation) return false;
      const documented = operation.requestBody?.content?.['application/json']?.schema;
      if (!entry.body) return operation.requestBody !== undefined;
      return documented === undefined || JSON.stringify(documentedPaths(documented)) !== JSON.stringify(pathsOf(entry.body, 'input'));
    });
    expect(differences.map((entry) => entry.name)).toEqual([]);
  });

  it("documents each call's 200 answer: the envelope around its response, the body itself, or a file", () => {
    const differences = served.filter((entry) => {
      const content = operationOf(entry)?.responses?.['200']?.content;
      if (!content) return true;
      const expected = expectedAnswer(entry);
      if (expected === 'file') return Object.values(content)[0]?.schema === undefined;
      const documented = content['application/json']?.schema;
      return documented === undefined || JSON.stringify(documentedPaths(documented)) !== JSON.stringify(expected);
    });
    expect(differences.map((entry) => entry.name)).toEqual([]);
  });

  it('refers only to schemas it holds', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(refs.filter((name) => document.components?.schemas?.[name] === undefined)).toEqual([]);
  });

  it('shows Swagger UI at /docs, loading only its own files, as the portal CSP allows', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    // script-src 'self': every script is a file, none inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.startsWith('/docs/static/'), file).toBe(true);
      const answer = await ctx.app.inject({ method: 'GET', url: file });
      expect(answer.statusCode, file).toBe(200);
    }
  });
});
