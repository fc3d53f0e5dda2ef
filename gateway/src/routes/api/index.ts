import { ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerListResponseSchema } from '../../http/banner-response';
import { getQuery } from '../../http/query';
import type { BannerRepository } from '../../repositories/banners';
import type { LiveNavRepository } from '../../repositories/live-navs';

export type ApiRoutesOptions = {
  banners: BannerRepository;
  liveNavs: LiveNavRepository;
};

/** The live-room API (SPEC §7 "Live-room API"). */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { banners, liveNavs }) => {
  app.get('/api/nav/list', { schema: { querystring: getQuery({}) } }, async () => ok(await liveNavs.list()));

  app.get(
    '/api/banner/list',
    {
      schema: {
        querystring: getQuery({ placeCode: z.string().min(1).optional() }),
        response: { 200: bannerListResponseSchema },
      },
    },
    async (request) => ok(await banners.list(request.query.placeCode)),
  );
};
