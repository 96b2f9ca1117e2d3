ALTER TABLE "ventas" DROP CONSTRAINT "ventas_empresa_id_empresas_id_fk";
--> statement-breakpoint
ALTER TABLE "ventas_consecutivos" DROP CONSTRAINT "ventas_consecutivos_empresa_id_empresas_id_fk";
--> statement-breakpoint
ALTER TABLE "ventas_detalle" DROP CONSTRAINT "ventas_detalle_empresa_id_empresas_id_fk";
--> statement-breakpoint
ALTER TABLE "ventas_pagos" DROP CONSTRAINT "ventas_pagos_empresa_id_empresas_id_fk";
