ALTER TABLE "categorias" DROP CONSTRAINT "categorias_padre_fk";
--> statement-breakpoint
DROP INDEX "categorias_padre_idx";--> statement-breakpoint
ALTER TABLE "categorias" ALTER COLUMN "nombre_plegado" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "icono" varchar(200);--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_id_categoria_padre_fk" FOREIGN KEY ("empresa_id","id_categoria_padre") REFERENCES "public"."categorias"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categorias_id_categoria_padre_idx" ON "categorias" USING btree ("empresa_id","id_categoria_padre");