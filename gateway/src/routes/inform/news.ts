import { newsListRequestSchema, ok, ResultCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { getQuery, queryInt } from '../../http/query';
import type { NewsRepository } from '../../content/news';

export type NewsRoutesOptions = { news: NewsRepository };

const badArticleId = { error: '资讯编号必须是正整数' };
const articleIdSchema = z.object({
  id: z.coerce.number(badArticleId).int(badArticleId).positive(badArticleId),
});

/** News columns, lists and articles (SPEC §7 "News"). */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { news }) => {
  app.get(
    '/inform/column/getColumnByType',
    { schema: { querystring: getQuery({ type: z.coerce.number().int() }) } },
    async (request) => ok(await news.columnsOfType(request.query.type)),
  );

  app.post('/inform/info/listCategory', { schema: { body: newsListRequestSchema } }, async (request) => {
    const { columnNo, pageParam } = request.body;
    return ok(await news.page({ columnNo }, pageParam.pageNum, pageParam.pageSize));
  });

  app.post(
    '/inform/info/list',
    { schema: { body: newsListRequestSchema.partial({ columnNo: true }) } },
    async (request) => {
      const { columnNo, keyword, authorId, pageParam } = request.body;
      return ok(await news.page({ columnNo, keyword, authorId }, pageParam.pageNum, pageParam.pageSize));
    },
  );

  app.get(
    '/inform/info/banner',
    { schema: { querystring: getQuery({ limit: queryInt({ min: 1, max: 20, fallback: 5 }) }) } },
    async (request) => ok(await news.carousel(request.query.limit)),
  );

  app.get(
    '/inform/info/detail/:id',
    { schema: { params: articleIdSchema, querystring: getQuery({}) } },
    async (request) => {
      const article = await news.read(request.params.id);
      if (!article) throw new AppError(ResultCode.NOT_FOUND, '资讯不存在或已被删除');
      return ok(article);
    },
  );
};
