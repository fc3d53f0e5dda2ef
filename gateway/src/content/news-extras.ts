import { COLLECT_TYPE, type FeedSport, NEWS_NOT_FOUND_MESSAGE, type NewsExtras, type NewsLink, type PosterCategory, ResultCode } from '@portal/contracts';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { collects, newsArticleLinks, newsArticles } from '../db/schema';
import { articleCommentCountOf, qualified } from '../figures';
import { AppError } from '../http/errors';

const DAY = 24 * 3_600_000;
/** How far back "recommended" looks for the most read articles. */
const RECOMMEND_DAYS = 7;
const RELATED_SIZE = 6;

const linkFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  cover: newsArticles.cover,
  views: newsArticles.views,
  publishedAt: newsArticles.publishedAt,
};
const toLink = (row: { id: number; title: string; cover: string; views: number; publishedAt: Date }): NewsLink => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** What news pages show around an article: pictures, related and recommended articles, posters; `sportOfMatch` tells a match that has a page. */
export function createNewsExtras(db: Db, clock: Clock, sportOfMatch: (matchId: number) => Promise<FeedSport | undefined> = async () => undefined) {
  const matchOf = async (matchId: number | null): Promise<NewsExtras['match']> => {
    const sport = matchId === null ? undefined : await sportOfMatch(matchId);
    return matchId === null || sport === undefined ? null : { id: matchId, sport };
  };

  return {
    /** Pictures, related articles (sharing a team, else the league, else the column), comments, the viewer's collect. */
    async extras(id: number, viewer: number | null): Promise<NewsExtras> {
      const [article] = await db
        .select({
          id: newsArticles.id,
          columnNo: newsArticles.columnNo,
          pictures: newsArticleLinks.pictures,
          teamIds: newsArticleLinks.teamIds,
          leagueName: newsArticleLinks.leagueName,
          matchId: newsArticleLinks.matchId,
        })
        .from(newsArticles)
        .leftJoin(newsArticleLinks, eq(newsArticleLinks.articleId, newsArticles.id))
        .where(eq(newsArticles.id, id));
      if (!article) throw new AppError(ResultCode.NOT_FOUND, NEWS_NOT_FOUND_MESSAGE);
      const teamIds = article.teamIds ?? [];
      const shareTeam =
        teamIds.length > 0
          ? sql`(${sql.join(
              teamIds.map((team) => sql`${newsArticleLinks.teamIds} @> ${JSON.stringify([team])}::jsonb`),
              sql` OR `,
            )})`
          : sql`false`;
      const sameLeague = article.leagueName ? sql`${newsArticleLinks.leagueName} = ${article.leagueName}` : sql`false`;
      const rank = sql`CASE WHEN ${shareTeam} THEN 0 WHEN ${sameLeague} THEN 1 WHEN ${newsArticles.columnNo} = ${article.columnNo} THEN 2 ELSE 3 END`;
      const [related, comment, collected, match] = await Promise.all([
        db
          .select(linkFields)
          .from(newsArticles)
          .leftJoin(newsArticleLinks, eq(newsArticleLinks.articleId, newsArticles.id))
          .where(ne(newsArticles.id, id))
          .orderBy(rank, desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(RELATED_SIZE),
        db.select({ value: articleCommentCountOf(qualified(newsArticles.id)) }).from(newsArticles).where(eq(newsArticles.id, id)),
        viewer === null
          ? Promise.resolve([])
          : db
              .select({ targetId: collects.targetId })
              .from(collects)
              .where(and(eq(collects.userId, viewer), eq(collects.type, COLLECT_TYPE.NEWS), eq(collects.targetId, id))),
        matchOf(article.matchId),
      ]);
      return {
        id,
        pictures: article.pictures ?? [],
        related: related.map(toLink),
        commentCount: Number(comment[0]?.value ?? 0),
        collected: collected.length > 0,
        match,
      };
    },

    /** The most read articles of the last week, most read first. */
    async recommend(size: number, excludeId: number | undefined): Promise<NewsLink[]> {
      const since = new Date(clock.now() - RECOMMEND_DAYS * DAY);
      const rows = await db
        .select(linkFields)
        .from(newsArticles)
        .where(and(gt(newsArticles.publishedAt, since), excludeId === undefined ? undefined : ne(newsArticles.id, excludeId)))
        .orderBy(desc(newsArticles.views), desc(newsArticles.id))
        .limit(size);
      return rows.map(toLink);
    },

    /** One category per league that has match reports, holding its newest four cards. */
    async posterCategories(): Promise<PosterCategory[]> {
      const rows = await db
        .select({ id: newsArticles.id, title: newsArticles.title, cover: newsArticles.cover, leagueName: newsArticleLinks.leagueName })
        .from(newsArticles)
        .innerJoin(newsArticleLinks, eq(newsArticleLinks.articleId, newsArticles.id))
        .where(ne(newsArticleLinks.leagueName, ''))
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
      const byLeague = new Map<string, PosterCategory>();
      for (const row of rows) {
        let category = byLeague.get(row.leagueName);
        if (!category) {
          category = { id: byLeague.size + 1, name: row.leagueName, posters: [] };
          byLeague.set(row.leagueName, category);
        }
        if (category.posters.length < 4) category.posters.push({ id: row.id, title: row.title, image: row.cover, infoId: row.id });
      }
      return [...byLeague.values()];
    },
  };
}

export type NewsExtrasRepository = ReturnType<typeof createNewsExtras>;
