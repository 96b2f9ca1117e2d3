ALTER TABLE "tarjetas_empresa" ADD COLUMN "nombre_propietario" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
-- a mano: the paid plans' limits, as their descriptions say (products unlimited: no row)
INSERT INTO "limites_planes" ("plan", "recurso", "limite") VALUES
  ('1', 'usuarios', 3), ('1', 'sedes', 1),
  ('2', 'usuarios', 10), ('2', 'sedes', 3),
  ('3', 'usuarios', 10), ('3', 'sedes', 3)
ON CONFLICT DO NOTHING;
