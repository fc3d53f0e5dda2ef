import { NEWS_NOT_FOUND_MESSAGE, ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HotSearchRepository } from '../../content/hot-searches';
import type { NewsRepository } from '../../content/news';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type NewsRoutesOptions = {
  news: NewsRepository;
  hotSearches: HotSearchRepository;
  /** A match's news asked for: its report is written first where the news desk did not write one. */
  reportOlder?: ((matchId: number) => Promise<void>) | undefined;
};

/** News columns, lists and articles (SPEC §7 "News"). */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { news, hotSearches, reportOlder }) => {
  serveRoute(app, routes.inform.newsColumns, {}, async (request) => ok(await news.columnsOfType(request.query.type)));

  serveRoute(app, routes.inform.newsByColumn, {}, async (request) => {
    const { columnNo, pageParam } = request.body;
    return ok(await news.page({ columnNo }, pageParam.pageNum, pageParam.pageSize));
  });

  serveRoute(app, routes.inform.newsList, {}, async (request) => {
    const { columnNo, keyword, authorId, matchId, pageParam } = request.body;
    // The search page looks the word up in the news: that search counts toward the hot words.
    if (keyword !== undefined && pageParam.pageNum === 1) await hotSearches.record(keyword);
    if (matchId !== undefined && pageParam.pageNum === 1) await reportOlder?.(matchId);
    return ok(await news.page({ columnNo, keyword, authorId, matchId }, pageParam.pageNum, pageParam.pageSize));
  });

  serveRoute(app, routes.inform.newsCarousel, {}, async (request) => ok(await news.carousel(request.query.limit)));

  serveRoute(app, routes.inform.newsDetail, {}, async (request) => {
    const article = await news.read(request.params.id);
    if (!article) throw new AppError(ResultCode.NOT_FOUND, NEWS_NOT_FOUND_MESSAGE);
    return ok(article);
  });
};
