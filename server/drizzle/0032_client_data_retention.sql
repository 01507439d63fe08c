ALTER TABLE "settings" ADD COLUMN "retention_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "retention_ran_on" text;