ALTER TABLE "usuarios" ADD COLUMN "id_sedes" integer[];--> statement-breakpoint
ALTER TABLE "sedes" ADD COLUMN "activa" boolean DEFAULT true NOT NULL;