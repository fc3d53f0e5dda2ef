import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsArticleLinks, newsArticles, newsColumns } from '../db/schema';

export type NewsFilter = {
  columnNo?: string | undefined;
  keyword?: string | undefined;
  authorId?: number | undefined;
  /** Only the articles linked to this match. */
  matchId?: number | undefined;
};

export type NewsPage<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

const listFields = {
  id: newsArticles.id,
  columnNo: newsArticles.columnNo,
  title: newsArticles.title,
  summary: newsArticles.summary,
  cover: newsArticles.cover,
  authorId: newsArticles.authorId,
  authorName: newsArticles.authorName,
  views: newsArticles.views,
  publishedAt: newsArticles.publishedAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(db: Db, filter: NewsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.columnNo !== undefined) conditions.push(eq(newsArticles.columnNo, filter.columnNo));
  if (filter.keyword !== undefined) conditions.push(ilike(newsArticles.title, `%${escapeLike(filter.keyword)}%`));
  if (filter.authorId !== undefined) conditions.push(eq(newsArticles.authorId, filter.authorId));
  if (filter.matchId !== undefined) {
    conditions.push(inArray(newsArticles.id, db.select({ id: newsArticleLinks.articleId }).from(newsArticleLinks).where(eq(newsArticleLinks.matchId, filter.matchId))));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The type of the news columns (GET /inform/column/getColumnByType?type=1). */
const NEWS_COLUMN_TYPE = 1;

export function createNewsRepository(db: Db) {
  return {
    columnsOfType(type: number) {
      return db.select().from(newsColumns).where(eq(newsColumns.type, type)).orderBy(asc(newsColumns.sort));
    },

    /** Newest first. */
    async page(filter: NewsFilter, pageNum: number, pageSize: number) {
      const where = whereOf(db, filter);
      const [list, totals] = await Promise.all([
        db
          .select(listFields)
          .from(newsArticles)
          .where(where)
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ total: count() }).from(newsArticles).where(where),
      ]);
      return { list, total: totals[0]?.total ?? 0, pageNum, pageSize };
    },

    /**
     * The news carousel: articles with a cover, the lead column's (头条, the first of the news
     * columns) newest first, then the other columns' to fill the limit.
     */
    carousel(limit: number) {
      const leadColumn = db
        .select({ columnNo: newsColumns.columnNo })
        .from(newsColumns)
        .where(eq(newsColumns.type, NEWS_COLUMN_TYPE))
        .orderBy(asc(newsColumns.sort))
        .limit(1);
      const fromLead = sql`case when ${newsArticles.columnNo} = (${leadColumn}) then 0 else 1 end`;
      return db
        .select({ id: newsArticles.id, title: newsArticles.title, cover: newsArticles.cover })
        .from(newsArticles)
        .where(sql`${newsArticles.cover} <> ''`)
        .orderBy(fromLead, desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit);
    },

    /** Every article's id and publishing time, newest first: the addresses of the news pages. */
    published(): Promise<{ id: number; publishedAt: Date }[]> {
      return db
        .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
        .from(newsArticles)
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
    },

    /** Whether there is an article `id`, without counting a view. */
    async exists(id: number): Promise<boolean> {
      const [article] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
      return article !== undefined;
    },

    /** The article as it stands, without counting a view; undefined when there is no such article. */
    async peek(id: number) {
      const [article] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
      return article;
    },

    /** Reading an article counts a view; undefined when there is no such article. */
    async read(id: number) {
      const [article] = await db
        .update(newsArticles)
        .set({ views: sql`${newsArticles.views} + 1` })
        .where(eq(newsArticles.id, id))
        .returning();
      return article;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
