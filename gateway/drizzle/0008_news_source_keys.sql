ALTER TABLE "news_articles" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_source_key_unique" UNIQUE("source_key");