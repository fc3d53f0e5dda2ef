import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  ACCESS_TOKEN_HEADER,
  AUTH_COOKIE,
  envelopeSchema,
  listRoutes,
  OPERATOR_TOKEN_HEADER,
  type RouteEntry,
  routes,
} from '@portal/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSchema } from '../routes/serve-route';

/** Where the API reference is served: the UI at this path, the OpenAPI document at `/json` below it. */
export const API_REFERENCE_PATH = '/docs';

type TableEntry = RouteEntry & { name: string };

const description = [
  'Every call the gateway serves, generated from the route table (`contracts/src/routes`).',
  '',
  '- An answer is the envelope `{code, message, data}`: code 200 is success; a failure carries `data: null` and a message to show. A failure whose code is an HTTP status (400–599) comes with that status, the others (10011, 20001, …) with HTTP 200.',
  '- The GETs of SPEC §7 also accept `channelId` and `platform` in the query, as each lists.',
  `- A signed-in call carries the login's token in the \`${ACCESS_TOKEN_HEADER}\` header (or the \`${AUTH_COOKIE}\` cookie the site sets; a write signed by the cookie alone must come from the site's own pages). A call that needs sign-in answers 401 without it.`,
  `- The \`/operator\` calls are served only when OPERATOR_TOKEN is set, and need it in the \`${OPERATOR_TOKEN_HEADER}\` header.`,
].join('\n');

const SUCCESS = 'Code 200 with `data`; a refusal whose code is no HTTP status (e.g. 10011) comes with HTTP 200 and `data: null`.';
const FAILURE = 'A failure: the HTTP status is its code, `data` is null and `message` says why.';
const fileAnswer = z.string().meta({ format: 'binary' });
const failureAnswer = envelopeSchema(z.null());

/** An entry as the operation the document shows: its schemas, its 200 answer as serveRoute declares it. */
function operationOf(entry: TableEntry): FastifySchema {
  const [area = entry.name] = entry.name.split('.');
  const answer = answerSchema(entry);
  return {
    operationId: entry.name,
    summary: entry.summary ?? entry.name,
    tags: [area],
    ...(entry.path.startsWith('/operator/') ? { security: [{ operatorToken: [] }] } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response: {
      200: answer
        ? {
            description: entry.answer === 'body' ? 'The answer itself, without the envelope.' : SUCCESS,
            content: { 'application/json': { schema: answer } },
          }
        : { description: 'A file: an image, a video, a CSV file or an HTML page.', content: { '*/*': { schema: fileAnswer } } },
      default: { description: FAILURE, content: { 'application/json': { schema: failureAnswer } } },
    },
  };
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[]; anyOf?: ObjectSchema[]; oneOf?: ObjectSchema[] };

/**
 * Parameters are a flat list: a query that is a union of objects (/api/forbid/add) is documented as
 * every name of its variants, required where every variant requires it.
 */
function flattenVariants(schema: ObjectSchema): ObjectSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const flat = variants.map(flattenVariants);
  const required = flat
    .map((variant) => variant.required ?? [])
    .reduce((all, names) => all.filter((name) => names.includes(name)));
  return { properties: Object.assign({}, ...flat.map((variant) => variant.properties)), ...(required.length > 0 ? { required } : {}) };
}

/**
 * Documents each registered route by its route-table entry (the table is the contract; the route
 * tests hold the gateway to it), turned into JSON Schema by fastify-type-provider-zod. A route the
 * table does not name (the web pages, the reference's own) is left out.
 */
function documentByTable(): SwaggerTransform {
  const byRoute = new Map(listRoutes(routes).map((entry) => [`${entry.method} ${entry.path}`, entry]));
  const toJsonSchema = createJsonSchemaTransform({});
  return (document) => {
    const entry = [document.route.method]
      .flat()
      .map((method) => byRoute.get(`${method} ${document.url}`))
      .find((found) => found !== undefined);
    if (!entry) return { schema: { hide: true }, url: document.url };
    const documented = toJsonSchema({ ...document, schema: operationOf(entry) });
    const { params, querystring } = documented.schema as { params?: ObjectSchema; querystring?: ObjectSchema };
    return {
      ...documented,
      schema: {
        ...documented.schema,
        ...(params ? { params: flattenVariants(params) } : {}),
        ...(querystring ? { querystring: flattenVariants(querystring) } : {}),
      },
    };
  };
}

/**
 * The API reference for client developers: the OpenAPI document at /docs/json (and /docs/yaml) and
 * Swagger UI at /docs, its assets from @fastify/swagger-ui's package. Registered before the routes,
 * whose registration it records.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal API', version: '1.0.0', description },
      tags: Object.keys(routes).map((area) => ({ name: area })),
      components: {
        securitySchemes: {
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: ACCESS_TOKEN_HEADER,
            description: 'The token login answers; a call that needs sign-in answers 401 without it.',
          },
          operatorToken: { type: 'apiKey', in: 'header', name: OPERATOR_TOKEN_HEADER, description: 'OPERATOR_TOKEN, for the /operator calls.' },
        },
      },
      // The table does not say which calls need sign-in: the token is offered to every call.
      security: [{}, { accessToken: [] }],
    },
    transform: documentByTable(),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { docExpansion: 'none', filter: true },
  });
}
