ALTER TABLE "rentals" ADD COLUMN "post_key" text;--> statement-breakpoint
-- The leads saved before docs/rules/leads.md#d5.14 get their post link's key by the steps of src/contract/post-link.ts,
-- repeated here (tests/api/leads/post-key-backfill.test.ts holds the two to the same keys).
UPDATE "rentals" SET "post_key" = k.key FROM (
  SELECT s.id, a.host || a.path || coalesce('?' || p.params, '') AS key
  FROM "rentals" s
  CROSS JOIN LATERAL (SELECT split_part(regexp_replace(s.post_link, '^\s+|\s+$', '', 'g'), '#', 1) AS link) l
  CROSS JOIN LATERAL (
    SELECT regexp_replace(split_part(l.link, '?', 1), '^[a-zA-Z][a-zA-Z0-9+.-]*://', '') AS hp,
      CASE WHEN position('?' in l.link) > 0 THEN substr(l.link, position('?' in l.link) + 1) ELSE '' END AS query) u
  CROSS JOIN LATERAL (
    SELECT regexp_replace(lower(split_part(u.hp, '/', 1)), '^(www|m|web|mobile)\.', '') AS host,
      regexp_replace(CASE WHEN position('/' in u.hp) > 0 THEN substr(u.hp, position('/' in u.hp)) ELSE '' END,
        '/+$', '') AS path) a
  CROSS JOIN LATERAL (
    SELECT string_agg(param, '&' ORDER BY param COLLATE "C") AS params
    FROM regexp_split_to_table(u.query, '&') AS param
    WHERE param <> '' AND split_part(param, '=', 1)
      !~* '^(utm_.*|ref|ref_src|ref_url|mibextid|fbclid|gclid|igshid|igsh|si|__tn__|__cft__.*|__xts__.*|rdid|share_url|sfnsn)$') p
) k WHERE "rentals".id = k.id;--> statement-breakpoint
CREATE INDEX "rentals_post_key_idx" ON "rentals" USING btree ("post_key");--> statement-breakpoint
CREATE INDEX "rentals_likely_idx" ON "rentals" USING btree ((regexp_replace("rent", '[^0-9]', '', 'g') || '|' || regexp_replace("address", '[^0-9]', '', 'g')),"created_at");
