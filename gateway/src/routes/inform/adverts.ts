import { ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerListResponseSchema } from '../../http/banner-response';
import { getQuery } from '../../http/query';
import type { BannerRepository } from '../../content/banners';

export type AdvertRoutesOptions = { banners: BannerRepository };

/** Adverts by place (SPEC §7 "Adverts and posters"). */
export const advertRoutes: FastifyPluginAsyncZod<AdvertRoutesOptions> = async (app, { banners }) => {
  app.get(
    '/inform/advert/v2/adv',
    {
      schema: {
        querystring: getQuery({ placeCode: z.string().min(1) }),
        response: { 200: bannerListResponseSchema },
      },
    },
    async (request) => ok(await banners.list(request.query.placeCode)),
  );
};
