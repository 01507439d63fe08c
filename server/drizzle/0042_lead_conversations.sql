-- Every message so far was a picker's to a lead's creator: its picker wrote it (docs/rules/messages.md#d5.20).
ALTER TABLE "messages" ADD COLUMN "sender_id" text;--> statement-breakpoint
UPDATE "messages" SET "sender_id" = "picker_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sender_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_seen_at" timestamp with time zone;--> statement-breakpoint
-- Opening the bell read every message at once, so the latest read time is when the creator last opened it.
UPDATE "users" u SET "messages_seen_at" = m.seen
FROM (SELECT "creator_id", max("read_at") AS seen FROM "messages" GROUP BY "creator_id") m
WHERE m."creator_id" = u."id" AND m.seen IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_picker_created_idx" ON "messages" USING btree ("picker_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_rental_created_idx" ON "messages" USING btree ("rental_id","created_at");
