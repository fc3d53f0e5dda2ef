import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import { drawnPictures, newsArticleLinks, newsArticles, newsColumns } from '../db/schema';

/** The news's columns: 头条 leads, then each sport's. */
export const NEWS_COLUMNS = [
  { columnNo: '1', name: '头条', type: 1, sort: 1 },
  { columnNo: '2', name: '足球', type: 1, sort: 2 },
  { columnNo: '3', name: '篮球', type: 1, sort: 3 },
] as const;

/** An article the portal writes: its text, the picture it draws for its cover, and what it is about. */
export interface Article {
  columnNo: string;
  title: string;
  paragraphs: readonly string[];
  authorName: string;
  views: number;
  publishedAt: Date;
  cover: PictureSpec;
  teamIds: number[];
  leagueName: string;
  matchId: number | null;
  /** What the article is of, e.g. `report:{matchId}`; an article of a key already written is not written again. */
  sourceKey: string | null;
}

const articleRow = (article: Article, cover: string) => ({
  columnNo: article.columnNo,
  title: article.title,
  summary: article.paragraphs[0] ?? '',
  content: article.paragraphs.join('\n\n'),
  cover,
  authorName: article.authorName,
  views: article.views,
  publishedAt: article.publishedAt,
  sourceKey: article.sourceKey,
});

const linkRow = (articleId: number, article: Article, cover: string) => ({
  articleId,
  pictures: [cover],
  teamIds: article.teamIds,
  leagueName: article.leagueName,
  matchId: article.matchId,
});

/**
 * Publishes articles, each with its drawn cover and its links, but none of a source key already
 * out (whoever wrote it, however often asked); answers the ids of those published, in order.
 */
export async function publishArticles(db: Db, articles: readonly Article[]): Promise<number[]> {
  if (articles.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.insert(newsColumns).values([...NEWS_COLUMNS]).onConflictDoNothing();
    const pictures = await tx
      .insert(drawnPictures)
      .values(articles.map((article) => ({ spec: article.cover })))
      .returning({ id: drawnPictures.id });
    const covers = articles.map((_, index) => drawnPictureUrl(pictures[index]?.id ?? 0));
    const rows = await tx
      .insert(newsArticles)
      .values(articles.map((article, index) => articleRow(article, covers[index] ?? '')))
      .onConflictDoNothing({ target: newsArticles.sourceKey })
      .returning({ id: newsArticles.id, cover: newsArticles.cover });
    const published = new Map(rows.map((row) => [row.cover, row.id]));
    const unused = pictures.filter((_, index) => !published.has(covers[index] ?? ''));
    if (unused.length > 0) await tx.delete(drawnPictures).where(inArray(drawnPictures.id, unused.map((picture) => picture.id)));
    const links = articles.flatMap((article, index) => {
      const id = published.get(covers[index] ?? '');
      return id === undefined ? [] : [linkRow(id, article, covers[index] ?? '')];
    });
    if (links.length > 0) await tx.insert(newsArticleLinks).values(links);
    return links.map((link) => link.articleId);
  });
}
