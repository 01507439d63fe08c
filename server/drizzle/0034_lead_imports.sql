CREATE TABLE "lead_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"uploader_id" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"inserted" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reverted_at" timestamp with time zone,
	"reverted_by_id" text,
	"removed" integer,
	"kept" integer
);
--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_reverted_by_id_users_id_fk" FOREIGN KEY ("reverted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_created_idx" ON "lead_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lead_imports_uploader_created_idx" ON "lead_imports" USING btree ("uploader_id","created_at","id");