CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"bet_uuid" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_fun_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_fun_sessions_not_negative" CHECK ("vendor_fun_sessions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"transaction_uuid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round" text NOT NULL,
	"reference_uuid" text,
	"amount" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"balance" bigint NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_fun_sessions" ADD CONSTRAINT "vendor_fun_sessions_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_bet_uq" ON "game_rounds" USING btree ("bet_uuid");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_tokens_member_idx" ON "game_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "game_tokens_expires_idx" ON "game_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vendor_fun_sessions_expires_idx" ON "vendor_fun_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("reference_uuid");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member_idx" ON "wallet_transactions" USING btree ("member_id","created_at");