ALTER TABLE "settings" ADD COLUMN "rewrite_asked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "rewrite_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "rewrite_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "rewrite_claimed_until" timestamp with time zone;