-- A user's level is counted from their posts, comments and the likes their posts received (src/figures.ts), not kept beside them.
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "level";