-- Who acted in a group (GET /audit/actors, rule D10.3): one index probe per account.
CREATE INDEX "audit_entries_admin_actor_idx" ON "audit_entries" USING btree ("admin_id","actor_id");