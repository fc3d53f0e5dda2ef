import { drawnPictureUrl, type PictureSpec } from '../community/drawing';
import type { Db } from '../db/database';
import { drawnPictures, newsArticleLinks, newsArticles } from '../db/schema';

/** A demo article: its text, the picture the portal draws for its cover, and what it is about. */
export interface DemoArticle {
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
}

/** Writes demo articles, each with its drawn cover and its links (clubs, competition, match); answers their ids in order. */
export async function insertDemoArticles(db: Db, articles: readonly DemoArticle[]): Promise<number[]> {
  if (articles.length === 0) return [];
  const pictures = await db
    .insert(drawnPictures)
    .values(articles.map((article) => ({ spec: article.cover })))
    .returning({ id: drawnPictures.id });
  const covers = articles.map((_, index) => drawnPictureUrl(pictures[index]?.id ?? 0));
  const rows = await db
    .insert(newsArticles)
    .values(
      articles.map((article, index) => ({
        columnNo: article.columnNo,
        title: article.title,
        summary: article.paragraphs[0] ?? '',
        content: article.paragraphs.join('\n\n'),
        cover: covers[index] ?? '',
        authorName: article.authorName,
        views: article.views,
        publishedAt: article.publishedAt,
      })),
    )
    .returning({ id: newsArticles.id });
  await db.insert(newsArticleLinks).values(
    rows.map((row, index) => {
      const article = articles[index] as DemoArticle;
      return { articleId: row.id, pictures: [covers[index] ?? ''], teamIds: article.teamIds, leagueName: article.leagueName, matchId: article.matchId };
    }),
  );
  return rows.map((row) => row.id);
}
