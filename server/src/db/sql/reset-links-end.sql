-- reset_links_end: the row trigger `users_reset_links_end` (migration 0039), docs/rules/auth.md#d3.8. An
-- account whose email or password changed (an admin's edit, a reset, anything else) loses its unused
-- reset links: a link mailed before the change, to an address that may no longer be the owner's, no
-- longer sets a password. The link a reset is using is marked used before its password is written, so
-- it stays as the record of that reset.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION reset_links_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM password_resets WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END
$$;
