ALTER TABLE "puntos_impresion" ADD COLUMN "predeterminado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every company got a 'Cocina' at sign-up: it becomes the station of the products without a print point.
UPDATE "puntos_impresion" SET "predeterminado" = true WHERE "nombre" = 'Cocina';
