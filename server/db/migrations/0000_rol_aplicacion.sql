-- The role through which every company-scoped query runs (see server/db/tenant.ts). Roles are cluster-wide, so
-- several databases on one server (tests, staging) share it; creating it twice is not an error.
DO $$
BEGIN
  CREATE ROLE comanda_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO comanda_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO comanda_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO comanda_app;
