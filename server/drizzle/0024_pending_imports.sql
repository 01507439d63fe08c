CREATE TABLE "pending_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"discarding" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "import_id" text;--> statement-breakpoint
CREATE INDEX "rentals_import_idx" ON "rentals" USING btree ("import_id") WHERE "rentals"."import_id" IS NOT NULL;