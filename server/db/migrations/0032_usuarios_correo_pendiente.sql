ALTER TABLE "usuarios" ADD COLUMN "email_pendiente" varchar(254);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "email_pendiente_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "email_pendiente_expira_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "usuarios_email_pendiente_token_idx" ON "usuarios" USING btree ("email_pendiente_token_hash");