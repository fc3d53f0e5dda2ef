CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_code" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"jump_type" integer NOT NULL,
	"inner_page_id" integer,
	"target_id" text,
	"outer_link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_searches_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "live_navs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_navs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_no" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_columns" (
	"column_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"nav_id" integer NOT NULL,
	"match_id" integer,
	"is_live" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"nick_name" text NOT NULL,
	"portrait" text DEFAULT '' NOT NULL,
	"level" integer,
	"is_anchor" integer DEFAULT 0 NOT NULL,
	"is_expert" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_nick_name_unique" UNIQUE("nick_name")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_column_no_news_columns_column_no_fk" FOREIGN KEY ("column_no") REFERENCES "public"."news_columns"("column_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_nav_id_live_navs_id_fk" FOREIGN KEY ("nav_id") REFERENCES "public"."live_navs"("id") ON DELETE no action ON UPDATE no action;