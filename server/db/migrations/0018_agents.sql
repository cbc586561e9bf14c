CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"status" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"tiers" jsonb NOT NULL,
	"termination_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "agent_earnings" (
	"rule" text NOT NULL,
	"agent_id" integer NOT NULL,
	"period" text NOT NULL,
	"contract_id" bigint,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"basis" bigint NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"downline" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_earnings_rule_agent_id_period_pk" PRIMARY KEY("rule","agent_id","period")
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"channel" text NOT NULL,
	"account_type" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_rates" (
	"member_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "agent_rates_member_id_game_type_pk" PRIMARY KEY("member_id","game_type"),
	CONSTRAINT "agent_rates_range" CHECK ("agent_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "realtime_wage_items" (
	"agent_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"draw_no" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "realtime_wage_items_agent_id_node_id_draw_no_member_id_pk" PRIMARY KEY("agent_id","node_id","draw_no","member_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "login_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "link_id" integer;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_earnings" ADD CONSTRAINT "agent_earnings_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rates" ADD CONSTRAINT "agent_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_wage_items" ADD CONSTRAINT "realtime_wage_items_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_wage_items" ADD CONSTRAINT "realtime_wage_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_signed_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" in ('A', 'V');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'P';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE INDEX "agent_earnings_agent_idx" ON "agent_earnings" USING btree ("agent_id","period_from");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_code_uq" ON "agent_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "agent_links_agent_idx" ON "agent_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "realtime_wage_items_period_idx" ON "realtime_wage_items" USING btree ("agent_id","period");--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");