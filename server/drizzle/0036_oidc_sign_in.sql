CREATE TABLE "oidc_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sub" text NOT NULL,
	"provider_sid" text,
	"refresh_sealed" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oidc_links_sub_unique" UNIQUE("sub")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_sub" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_sid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_refresh_sealed" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_tickets" ADD COLUMN "oidc" jsonb;--> statement-breakpoint
ALTER TABLE "oidc_handoffs" ADD CONSTRAINT "oidc_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_links" ADD CONSTRAINT "oidc_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_flows_expires_at_idx" ON "oidc_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_oidc_sub_idx" ON "sessions" USING btree ("oidc_sub");