CREATE TABLE "vendor_rounds" (
	"round" text PRIMARY KEY NOT NULL,
	"token" text,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"bet_uuid" text NOT NULL,
	"bet" bigint NOT NULL,
	"win_uuid" text NOT NULL,
	"win" bigint NOT NULL,
	"rollback_uuid" text NOT NULL,
	"owed" text NOT NULL,
	"last_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vendor_rounds_owed_idx" ON "vendor_rounds" USING btree ("owed","updated_at");