import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertRoutes } from './adverts';
import { captchaRoutes } from './captcha';
import { communityRoutes } from './community';
import { highlightRoutes } from './highlights';
import { newsRoutes } from './news';
import { searchRoutes } from './search';
import { smsRoutes } from './sms';

/** Content, captcha, SMS codes and highlights (SPEC §7, the /inform calls). */
export const informRoutes: FastifyPluginAsyncZod = async (app) => {
  const { banners, hotSearches, news, reportOlder } = app.content;
  await app.register(newsRoutes, { news, hotSearches, reportOlder });
  await app.register(advertRoutes, { banners });
  await app.register(searchRoutes, { hotSearches });
  await app.register(smsRoutes, { smsCodes: app.accounts.smsCodes, captchaGate: app.accounts.captchaGate });
  await app.register(captchaRoutes, { captcha: app.captcha });
  await app.register(highlightRoutes);
  await app.register(communityRoutes, { community: app.community, newsExtras: app.content.newsExtras });
};
