ALTER TABLE "rentals" ADD COLUMN "first_called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "fresh_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "stale_days" integer DEFAULT 7 NOT NULL;