import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BannerRepository } from '../../content/banners';
import { serveRoute } from '../serve-route';

export type AdvertRoutesOptions = { banners: BannerRepository };

/** Adverts by place (SPEC §7 "Adverts and posters"). */
export const advertRoutes: FastifyPluginAsyncZod<AdvertRoutesOptions> = async (app, { banners }) => {
  serveRoute(app, routes.inform.adverts, {}, async (request) => ok(await banners.list(request.query.placeCode)));
};
