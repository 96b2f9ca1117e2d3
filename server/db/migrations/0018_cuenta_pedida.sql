ALTER TABLE "ordenes" ADD COLUMN "cuenta_pedida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ordenes" ADD COLUMN "cuenta_pedida_por" bigint;