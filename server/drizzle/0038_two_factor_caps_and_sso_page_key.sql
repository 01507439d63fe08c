-- Sign-ins on their way through the provider when this runs were started by pages that keep no key:
-- they could never be completed (docs/rules/auth.md#sso), so they go, and the new columns need no default.
DELETE FROM "oidc_handoffs";--> statement-breakpoint
DELETE FROM "oidc_flows";--> statement-breakpoint
ALTER TABLE "oidc_flows" ADD COLUMN "page_key_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_handoffs" ADD COLUMN "page_key_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_tickets" ADD COLUMN "codes_tried" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "locked_at" timestamp with time zone;