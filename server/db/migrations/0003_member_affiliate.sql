ALTER TABLE "members" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payee_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code_uq" ON "members" USING btree ("affiliate_code");