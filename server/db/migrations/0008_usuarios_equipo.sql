ALTER TABLE "usuarios" ADD COLUMN "sesiones_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_pendiente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "invitacion_expira_at" timestamp with time zone;