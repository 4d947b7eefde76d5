-- Every API process keeps the school of a host (project, brand, domain) in memory for the
-- configuration and every request's tenancy; a change to any of them, by the console or by
-- hand-written SQL, tells all processes at once to read it again (decision 072, the pattern of
-- decision 004). One notification per statement: the cache is small and simply cleared.
CREATE OR REPLACE FUNCTION notify_tenant_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('tenant_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_tenant_changed AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_changed();
--> statement-breakpoint
CREATE TRIGGER brands_tenant_changed AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_changed();
--> statement-breakpoint
CREATE TRIGGER domains_tenant_changed AFTER INSERT OR UPDATE OR DELETE ON domains
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_changed();
