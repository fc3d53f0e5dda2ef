CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_last_idx" ON "search_words" USING btree ("last_searched_at");