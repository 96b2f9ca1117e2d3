-- At run time the owner is not used (it migrates): what the server did with it moves to roles that reach only that.
-- The unauthenticated doors (comanda_sesion): the reference lists anyone reads, and the public menu's directory, which
-- finds a venue's company from its menu id (three columns; the company policy shows every row while none is set).
GRANT SELECT ON "departamentos", "municipios", "tipos_identificacion_dian", "actividades_economicas" TO comanda_sesion;
--> statement-breakpoint
GRANT SELECT ("id", "empresa_id", "menu_id") ON "sedes" TO comanda_sesion;
--> statement-breakpoint
-- The outbox worker: claims and settles the messages of every company, and reaches nothing else.
DO $$
BEGIN
  CREATE ROLE comanda_cola NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO comanda_cola;
--> statement-breakpoint
GRANT SELECT, UPDATE ON "outbox" TO comanda_cola;
