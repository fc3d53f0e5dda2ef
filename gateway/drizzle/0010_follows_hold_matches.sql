-- A match starred on the score pages becomes a follow of the match, as 关注 on /v/attention makes one.
INSERT INTO "follows" ("user_id", "target_type", "target_id", "created_at")
SELECT "user_id", CASE WHEN "match_type" = 2 THEN 3 ELSE 2 END, "match_id", "created_at"
FROM "match_collects"
WHERE "match_id" <= 2147483647
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "match_collects" CASCADE;
