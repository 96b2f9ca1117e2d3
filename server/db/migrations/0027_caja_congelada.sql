ALTER TABLE "ventas" DROP CONSTRAINT "ventas_cancelada";--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD COLUMN "cantidad_ventas" integer;--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD COLUMN "cantidad_canceladas" integer;--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD COLUMN "total_ventas" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD COLUMN "total_propinas" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD COLUMN "ventas" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD COLUMN "egresos" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuadres_caja_conteos" ADD COLUMN "devoluciones" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "id_cuadre_caja_anulacion" bigint;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cuadre_anulacion_fk" FOREIGN KEY ("empresa_id","id_cuadre_caja_anulacion") REFERENCES "public"."cuadres_caja"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_cuadre_anulacion_idx" ON "ventas" USING btree ("empresa_id","id_cuadre_caja_anulacion");--> statement-breakpoint
-- a mano (antes de los CHECK generados)
-- A closed register is frozen (issue 9): its summary and, per payment method, its sales, cash paid out and
-- refunds are kept at the close. Registers closed before this migration get the figures of their close, the ones
-- the old close computed the expected amounts it stored from: a sale, expense or purchase cancelled after the close
-- still counts there (so per method sales − paid out, plus the opening cash, is the stored expected amount).
-- A sale cancelled so far left its own register's expected amounts.
UPDATE "ventas" SET "id_cuadre_caja_anulacion" = "id_cuadre_caja" WHERE "estado" = 'cancelada';--> statement-breakpoint
UPDATE "cuadres_caja" c SET
  "cantidad_ventas" = (SELECT count(*) FROM "ventas" v WHERE v."empresa_id" = c."empresa_id" AND v."id_cuadre_caja" = c."id" AND (v."estado" = 'pagada' OR v."cancelada_at" > c."cerrada_at")),
  "cantidad_canceladas" = (SELECT count(*) FROM "ventas" v WHERE v."empresa_id" = c."empresa_id" AND v."id_cuadre_caja" = c."id" AND v."estado" = 'cancelada' AND v."cancelada_at" <= c."cerrada_at"),
  "total_ventas" = (SELECT coalesce(sum(v."total"), 0) FROM "ventas" v WHERE v."empresa_id" = c."empresa_id" AND v."id_cuadre_caja" = c."id" AND (v."estado" = 'pagada' OR v."cancelada_at" > c."cerrada_at")),
  "total_propinas" = (SELECT coalesce(sum(v."propina"), 0) FROM "ventas" v WHERE v."empresa_id" = c."empresa_id" AND v."id_cuadre_caja" = c."id" AND (v."estado" = 'pagada' OR v."cancelada_at" > c."cerrada_at"))
WHERE c."estado" = 'cerrada';--> statement-breakpoint
UPDATE "cuadres_caja_conteos" k SET
  "ventas" = (SELECT coalesce(sum(p."valor"), 0) FROM "ventas_pagos" p JOIN "ventas" v ON v."empresa_id" = p."empresa_id" AND v."id" = p."id_venta"
    WHERE p."empresa_id" = k."empresa_id" AND p."id_forma_pago" = k."id_forma_pago" AND v."id_cuadre_caja" = k."id_cuadre_caja" AND (v."estado" = 'pagada' OR v."cancelada_at" > c."cerrada_at")),
  "egresos" = (SELECT coalesce(sum(g."total"), 0) FROM "gastos" g
    WHERE g."empresa_id" = k."empresa_id" AND g."id_forma_pago" = k."id_forma_pago" AND g."id_cuadre_caja" = k."id_cuadre_caja" AND (g."estado" = 'registrado' OR g."anulado_at" > c."cerrada_at"))
    + (SELECT coalesce(sum(o."total"), 0) FROM "compras" o
    WHERE o."empresa_id" = k."empresa_id" AND o."id_forma_pago" = k."id_forma_pago" AND o."id_cuadre_caja" = k."id_cuadre_caja" AND o."tipo_pago_compra" = 1 AND (o."estado" = 'registrada' OR o."anulada_at" > c."cerrada_at"))
FROM "cuadres_caja" c
WHERE c."empresa_id" = k."empresa_id" AND c."id" = k."id_cuadre_caja";--> statement-breakpoint
-- The close's figures are written once: the tenant role may insert and read them, never change them.
REVOKE UPDATE ON "cuadres_caja_conteos" FROM comanda_app;--> statement-breakpoint
ALTER TABLE "cuadres_caja" ADD CONSTRAINT "cuadres_caja_resumen" CHECK (("cuadres_caja"."estado" = 'cerrada') = ("cuadres_caja"."cantidad_ventas" is not null and "cuadres_caja"."cantidad_canceladas" is not null and "cuadres_caja"."total_ventas" is not null and "cuadres_caja"."total_propinas" is not null));--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cancelada" CHECK (("ventas"."estado" = 'cancelada') = ("ventas"."cancelada_at" is not null and "ventas"."cancelada_por" is not null and "ventas"."motivo_cancelacion" is not null and "ventas"."id_cuadre_caja_anulacion" is not null));