ALTER TABLE "do_not_contact" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;