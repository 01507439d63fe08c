CREATE TABLE "do_not_contact" (
	"id" text PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"added_by_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_contact_number_idx" ON "do_not_contact" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "do_not_contact_added_idx" ON "do_not_contact" USING btree ("added_at","id");