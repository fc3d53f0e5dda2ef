CREATE TABLE "match_collects" (
	"user_id" integer NOT NULL,
	"match_id" bigint NOT NULL,
	"match_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_collects_user_id_match_id_pk" PRIMARY KEY("user_id","match_id"),
	CONSTRAINT "match_collects_type" CHECK ("match_collects"."match_type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "match_collects" ADD CONSTRAINT "match_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;