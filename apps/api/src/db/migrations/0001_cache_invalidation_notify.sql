-- Every API process keeps signed-in sessions in memory for the hot path; any
-- change to a session or a user tells all of them at once through NOTIFY,
-- whatever wrote it (service, staff tool or hand-written SQL). See decision 004.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.token_hash);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
