ALTER TABLE "ordenes_envios" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "huella" varchar(43);--> statement-breakpoint
ALTER TABLE "ajustes_inventario" ADD COLUMN "huella" varchar(43);