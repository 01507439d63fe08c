-- Outcomes, recycling, callbacks and skips (docs/rules/claiming.md#d5.5): a lead's outcome, attempts and due time, a
-- callback's picker and team, the recycling settings, and the picker's returns (lead_returns). The
-- due indexes are partial, so a claim's due lookup reads one entry and the pool's indexes are unchanged.
CREATE TABLE "lead_returns" (
	"id" text PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"rental_id" text NOT NULL,
	"picker_id" text NOT NULL,
	"admin_id" text,
	"leader_id" text,
	"kind" text NOT NULL,
	"reason" text,
	"note" text,
	"returned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "callback_picker_id" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "callback_leader_id" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "no_answer_retry_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "callback_grace_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "skip_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_returns_picker_idx" ON "lead_returns" USING btree ("picker_id","returned_at");--> statement-breakpoint
CREATE INDEX "lead_returns_skips_idx" ON "lead_returns" USING btree ("picker_id","returned_at") WHERE "lead_returns"."kind" = 'skipped';--> statement-breakpoint
CREATE INDEX "rentals_due_mine_idx" ON "rentals" USING btree ("callback_picker_id","due_at") WHERE "rentals"."due_at" IS NOT NULL AND "rentals"."number_status" IS DISTINCT FROM 'invalid' AND "rentals"."callback_picker_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_due_team_idx" ON "rentals" USING btree ("callback_leader_id","due_at") WHERE "rentals"."due_at" IS NOT NULL AND "rentals"."number_status" IS DISTINCT FROM 'invalid' AND "rentals"."outcome" = 'callback';--> statement-breakpoint
CREATE INDEX "rentals_due_retry_idx" ON "rentals" USING btree ("due_at") WHERE "rentals"."due_at" IS NOT NULL AND "rentals"."number_status" IS DISTINCT FROM 'invalid' AND "rentals"."outcome" = 'no-answer';