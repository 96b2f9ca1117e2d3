ALTER TABLE "tiquetes" ALTER COLUMN "id_envio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tiquetes" ADD COLUMN "id_venta" bigint;--> statement-breakpoint
ALTER TABLE "tiquetes" ADD CONSTRAINT "tiquetes_venta_fk" FOREIGN KEY ("empresa_id","id_venta") REFERENCES "public"."ventas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tiquetes_venta_idx" ON "tiquetes" USING btree ("empresa_id","id_venta");--> statement-breakpoint
ALTER TABLE "tiquetes" ADD CONSTRAINT "tiquetes_envio_o_venta" CHECK (num_nonnulls("tiquetes"."id_envio", "tiquetes"."id_venta") = 1);