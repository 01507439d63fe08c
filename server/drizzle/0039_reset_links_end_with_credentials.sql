-- An unused password-reset link dies with any change of its account's email or password
-- (docs/rules/auth.md#d3.8), whichever code or person makes it: a link mailed to an old address must
-- not take the account once the address changed.
-- The trigger's function is applied from server/src/db/sql/reset-links-end.sql after the migrations
-- (docs/decisions.md#p96); this stand-in only lets the trigger name it, and is replaced at the same start.
CREATE OR REPLACE FUNCTION reset_links_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_reset_links_end AFTER UPDATE OF email, password_hash ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION reset_links_end();
