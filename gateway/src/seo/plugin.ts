import fp from 'fastify-plugin';
import { disallowedPaths } from './robots';
import { createSitemaps, type Sitemaps } from './sitemaps';

/** What search engines read: the sitemaps of the pages there are, and what robots.txt keeps them off. */
export type Seo = {
  sitemaps: Sitemaps;
  /** robots.txt's Disallow paths, from the route table and the pages. */
  disallowed: readonly string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    seo: Seo;
  }
}

/**
 * The sitemaps read the live scores, the news, the data base, the rooms and the experts on every
 * request, so a page appears as soon as the feature that serves it has it.
 */
export const seoPlugin = fp(
  async (app) => {
    const hub = app.realtime.hub;
    const sitemaps = createSitemaps({
      sources: {
        matches: () => app.realtime.scores.matches(),
        now: () => app.realtime.scores.now(),
        news: () => app.content.news.published(),
        // Without a vendor the data base has no pages.
        directory: () => (hub === undefined ? Promise.resolve({ leagues: [], teams: [], players: [] }) : app.database.seasons.directory()),
        roomIds: () => app.rooms.service.listedRoomIds(),
        expertIds: () => app.experts.plans.expertIds(),
      },
      log: app.log,
    });
    app.decorate('seo', { sitemaps, disallowed: disallowedPaths() });
  },
  { name: 'seo', dependencies: ['realtime', 'database', 'content', 'rooms', 'experts'] },
);
