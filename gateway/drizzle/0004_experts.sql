CREATE TABLE "expert_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"match_type" integer NOT NULL,
	"play_types" jsonb NOT NULL,
	"introduction" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "expert_applications_status" CHECK ("expert_applications"."status" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "expert_plan_legs" (
	"plan_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"line" double precision,
	"odds" double precision NOT NULL,
	"league_name" text NOT NULL,
	"league_color" text NOT NULL,
	"home_id" integer NOT NULL,
	"home_name" text NOT NULL,
	"away_id" integer NOT NULL,
	"away_name" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"result" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expert_plan_legs_plan_id_match_id_pk" PRIMARY KEY("plan_id","match_id"),
	CONSTRAINT "expert_plan_legs_side" CHECK ("expert_plan_legs"."side" IN ('home', 'draw', 'away', 'over', 'under'))
);
--> statement-breakpoint
CREATE TABLE "expert_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expert_id" integer NOT NULL,
	"match_type" integer NOT NULL,
	"play_type" integer NOT NULL,
	"title" text NOT NULL,
	"analysis" text NOT NULL,
	"price" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"result" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "expert_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "expert_plans_price" CHECK ("expert_plans"."price" >= 0),
	CONSTRAINT "expert_plans_result" CHECK ("expert_plans"."result" BETWEEN 0 AND 6),
	CONSTRAINT "expert_plans_settled" CHECK (("expert_plans"."result" = 0) = ("expert_plans"."settled_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"match_type" integer NOT NULL,
	"play_types" jsonb NOT NULL,
	"introduction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_purchases" (
	"plan_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"price" integer NOT NULL,
	"expert_share" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"refund_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_purchases_plan_id_buyer_id_pk" PRIMARY KEY("plan_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_plan_legs" ADD CONSTRAINT "expert_plan_legs_plan_id_expert_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."expert_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_plans" ADD CONSTRAINT "expert_plans_expert_id_experts_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_plan_id_expert_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."expert_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_refund_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_applications_user_idx" ON "expert_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_applications_one_pending" ON "expert_applications" USING btree ("user_id") WHERE "expert_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "expert_plan_legs_match_idx" ON "expert_plan_legs" USING btree ("match_id","result");--> statement-breakpoint
CREATE INDEX "expert_plans_expert_idx" ON "expert_plans" USING btree ("expert_id","published_at");--> statement-breakpoint
CREATE INDEX "expert_plans_result_idx" ON "expert_plans" USING btree ("result","closes_at");--> statement-breakpoint
CREATE INDEX "plan_purchases_buyer_idx" ON "plan_purchases" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE FUNCTION expert_plans_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a published plan is never deleted';
  END IF;
  IF (NEW.code, NEW.expert_id, NEW.match_type, NEW.play_type, NEW.title, NEW.analysis, NEW.price, NEW.closes_at, NEW.published_at)
     IS DISTINCT FROM (OLD.code, OLD.expert_id, OLD.match_type, OLD.play_type, OLD.title, OLD.analysis, OLD.price, OLD.closes_at, OLD.published_at) THEN
    RAISE EXCEPTION 'a published plan is never edited';
  END IF;
  IF OLD.result <> 0 AND NEW.result IS DISTINCT FROM OLD.result THEN
    RAISE EXCEPTION 'a settled plan keeps its result';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER expert_plans_guard BEFORE UPDATE OR DELETE ON "expert_plans" FOR EACH ROW EXECUTE FUNCTION expert_plans_guard();
--> statement-breakpoint
CREATE FUNCTION expert_plan_legs_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a published plan is never deleted';
  END IF;
  IF (NEW.plan_id, NEW.match_id, NEW.side, NEW.line, NEW.odds) IS DISTINCT FROM (OLD.plan_id, OLD.match_id, OLD.side, OLD.line, OLD.odds) THEN
    RAISE EXCEPTION 'a published plan is never edited';
  END IF;
  IF OLD.result <> 0 AND NEW.result IS DISTINCT FROM OLD.result THEN
    RAISE EXCEPTION 'a settled match keeps its result';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER expert_plan_legs_guard BEFORE UPDATE OR DELETE ON "expert_plan_legs" FOR EACH ROW EXECUTE FUNCTION expert_plan_legs_guard();
