CREATE TABLE "highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"match_type" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"video" text NOT NULL,
	"mime_type" text NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_match_type" CHECK ("highlights"."match_type" in (1, 2)),
	CONSTRAINT "highlights_price" CHECK ("highlights"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"video" text NOT NULL,
	"mime_type" text DEFAULT 'video/x-flv' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recordings_video_unique" UNIQUE("video")
);
--> statement-breakpoint
CREATE TABLE "stream_keys" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"card_number_masked" text NOT NULL,
	"holder_name_masked" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_once" UNIQUE("user_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "gift_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"cost" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'balance' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"type" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type_known" CHECK ("ledger_entries"."type" BETWEEN 1 AND 15),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "nobilities" (
	"user_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "nobilities_user_id_tier_id_pk" PRIMARY KEY("user_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "nobility_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"badge" text NOT NULL,
	"bubble" text NOT NULL,
	"entry_notice" boolean DEFAULT false NOT NULL,
	"ban_protected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "nobility_tiers_tier_unique" UNIQUE("tier")
);
--> statement-breakpoint
CREATE TABLE "pay_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"price" bigint NOT NULL,
	"provider" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_orders_key_once" UNIQUE("user_id","request_key"),
	CONSTRAINT "recharge_orders_status_known" CHECK ("recharge_orders"."status" IN ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "red_packet_grabs" (
	"packet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packet_grabs_packet_id_user_id_pk" PRIMARY KEY("packet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"shares" jsonb NOT NULL,
	"grabbed_count" integer DEFAULT 0 NOT NULL,
	"grabbed_amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_packets_grabs_within_count" CHECK ("red_packets"."grabbed_count" BETWEEN 0 AND "red_packets"."count"),
	CONSTRAINT "red_packets_money_within_total" CHECK ("red_packets"."grabbed_amount" + "red_packets"."returned_amount" <= "red_packets"."total"),
	CONSTRAINT "red_packets_status_known" CHECK ("red_packets"."status" IN ('open', 'finished', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_accounts_account_currency_pk" PRIMARY KEY("account","currency"),
	CONSTRAINT "wallet_accounts_currency_known" CHECK ("wallet_accounts"."currency" IN ('balance', 'ticket')),
	CONSTRAINT "wallet_accounts_kind_known" CHECK ("wallet_accounts"."account" ~ '^(income:[0-9]+|platform:[a-z-]+)$'),
	CONSTRAINT "wallet_accounts_income_not_negative" CHECK ("wallet_accounts"."account" LIKE 'platform:%' OR "wallet_accounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"type" integer NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_key_once" UNIQUE("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"card_number_masked" text,
	"bank_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" IN ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_target_known" CHECK ("withdrawals"."target" IN ('card', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "anchor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"contact" text NOT NULL,
	"social_account" text,
	"introduction" text NOT NULL,
	"nav_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "anchor_applications_status" CHECK ("anchor_applications"."status" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "match_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"match_type" integer NOT NULL,
	"league_name" text DEFAULT '' NOT NULL,
	"home_name" text DEFAULT '' NOT NULL,
	"away_name" text DEFAULT '' NOT NULL,
	"match_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reservations_once" UNIQUE("anchor_id","match_id","match_type"),
	CONSTRAINT "match_reservations_type" CHECK ("match_reservations"."match_type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "room_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"title" text NOT NULL,
	"nav_id" integer NOT NULL,
	"match_id" integer,
	"match_type" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"banned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"channel" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_managers_once" UNIQUE("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"room_id" integer,
	"match_id" bigint,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"platform" integer DEFAULT 1 NOT NULL,
	"noble" jsonb,
	"gift" jsonb,
	"red_packet" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "chat_messages_kind" CHECK ("chat_messages"."kind" in ('text', 'gift', 'redPacket', 'noble', 'system')),
	CONSTRAINT "chat_messages_one_target" CHECK (("chat_messages"."room_id" is null) <> ("chat_messages"."match_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_moderation_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"target_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"message_id" integer,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"reporter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_settings" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horns" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "match_type" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "on_air" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_events" ADD CONSTRAINT "gift_events_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nobilities" ADD CONSTRAINT "nobilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nobilities" ADD CONSTRAINT "nobilities_tier_id_nobility_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."nobility_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_packet_id_red_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."red_packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packet_grabs" ADD CONSTRAINT "red_packet_grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_packets" ADD CONSTRAINT "red_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_applications" ADD CONSTRAINT "anchor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reservations" ADD CONSTRAINT "match_reservations_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD CONSTRAINT "room_sessions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_sessions" ADD CONSTRAINT "room_sessions_anchor_id_users_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_acts" ADD CONSTRAINT "chat_moderation_acts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_acts" ADD CONSTRAINT "chat_moderation_acts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_acts" ADD CONSTRAINT "chat_moderation_acts_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_settings" ADD CONSTRAINT "chat_room_settings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_room_started" ON "recordings" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "gift_events_anchor_idx" ON "gift_events" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "gift_events_created_idx" ON "gift_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "red_packets_room_idx" ON "red_packets" USING btree ("room_id","status");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "anchor_applications_user_idx" ON "anchor_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_applications_one_pending" ON "anchor_applications" USING btree ("user_id") WHERE "anchor_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "match_reservations_match_idx" ON "match_reservations" USING btree ("match_id","match_type");--> statement-breakpoint
CREATE INDEX "room_sessions_room_started_idx" ON "room_sessions" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_sessions_one_running" ON "room_sessions" USING btree ("room_id") WHERE "room_sessions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_bans_room_user_idx" ON "chat_bans" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_id_idx" ON "chat_messages" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "chat_moderation_acts_room_idx" ON "chat_moderation_acts" USING btree ("room_id","id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_one_per_anchor" UNIQUE("anchor_id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_is_live_flag" CHECK ("rooms"."is_live" IN (0, 1));--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_closed_never_on_air" CHECK ("rooms"."is_live" = 1 OR NOT "rooms"."on_air");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_match_type" CHECK ("rooms"."match_type" IS NULL OR "rooms"."match_type" IN (1, 2));