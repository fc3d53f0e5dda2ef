import { NOT_FOUND_MESSAGE, ResultCode, routes, SITEMAP_INDEX_PATH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { publicOrigin } from '../../http/public-origin';
import { robotsTxt } from '../../seo/robots';
import { serveRoute } from '../serve-route';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
/** Crawlers and caches may keep an answer five minutes: each is computed afresh from the content. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET /robots.txt, GET /sitemap.xml (the index) and GET /sitemaps/{kind}-{part}.xml. */
export async function seoRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  serveRoute(app, routes.extra.robots, {}, async (request, reply) => {
    const sitemapUrl = `${publicOrigin(request, config.publicOrigin)}${SITEMAP_INDEX_PATH}`;
    return reply.type(TEXT_TYPE).header('cache-control', CACHE_CONTROL).send(robotsTxt(app.seo.disallowed, sitemapUrl));
  });
  serveRoute(app, routes.extra.sitemapIndex, {}, async (request, reply) => {
    const xml = await app.seo.sitemaps.index(publicOrigin(request, config.publicOrigin));
    return reply.type(XML_TYPE).header('cache-control', CACHE_CONTROL).send(xml);
  });
  serveRoute(app, routes.extra.sitemap, {}, async (request, reply) => {
    const xml = await app.seo.sitemaps.sitemap(publicOrigin(request, config.publicOrigin), request.params.file);
    if (xml === undefined) throw new AppError(ResultCode.NOT_FOUND, NOT_FOUND_MESSAGE);
    return reply.type(XML_TYPE).header('cache-control', CACHE_CONTROL).send(xml);
  });
}
