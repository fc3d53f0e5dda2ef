ALTER TABLE "expert_applications" ADD CONSTRAINT "expert_applications_match_type" CHECK ("expert_applications"."match_type" IN (1, 2));--> statement-breakpoint
ALTER TABLE "expert_plans" ADD CONSTRAINT "expert_plans_match_type" CHECK ("expert_plans"."match_type" IN (1, 2));--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_match_type" CHECK ("experts"."match_type" IN (1, 2));