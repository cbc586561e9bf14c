CREATE TABLE "mission_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_ticket" text,
	"turnover_multiple" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"promotion_id" integer,
	"title" text NOT NULL,
	"rules" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL,
	"measure" text NOT NULL,
	"leaderboard" boolean DEFAULT true NOT NULL,
	"prizes" jsonb NOT NULL,
	"game_types" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"physical" boolean DEFAULT false NOT NULL,
	"price_points" bigint,
	"mp_points" bigint,
	"mp_money" bigint,
	"cash_value" bigint,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_goods_stock" CHECK ("point_goods"."stock" >= 0),
	CONSTRAINT "point_goods_priced" CHECK ("point_goods"."price_points" > 0 or ("point_goods"."mp_points" > 0 and "point_goods"."mp_money" > 0))
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"source" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "point_rates_range" CHECK ("point_rates"."rate_bp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"redeem_type" text NOT NULL,
	"points" bigint NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"delivery" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"points_hold_id" bigint,
	"money_hold_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_quantity" CHECK ("point_redemptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_claims" (
	"schedule_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"prize_type" text NOT NULL,
	"prize_value" bigint NOT NULL,
	"ticket_id" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_claims_schedule_id_member_id_pk" PRIMARY KEY("schedule_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "raffle_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"promotion_id" integer,
	"title" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"status" text NOT NULL,
	"device" text,
	"duplicate_of" integer,
	"registered_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"prize_type" text,
	"prize_value" bigint,
	"transfer_id" bigint
);
--> statement-breakpoint
ALTER TABLE "rewards" DROP CONSTRAINT "rewards_amount_positive";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "points" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "ticket_type" text;--> statement-breakpoint
ALTER TABLE "mission_milestones" ADD CONSTRAINT "mission_milestones_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_goods_id_point_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."point_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_points_hold_id_ledger_transfers_id_fk" FOREIGN KEY ("points_hold_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_money_hold_id_ledger_transfers_id_fk" FOREIGN KEY ("money_hold_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_schedule_id_raffle_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."raffle_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_schedules" ADD CONSTRAINT "raffle_schedules_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_milestones_seq_uq" ON "mission_milestones" USING btree ("mission_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code_uq" ON "missions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "missions_ends_idx" ON "missions" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_goods_code_uq" ON "point_goods" USING btree ("code");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "raffle_schedules_draw_idx" ON "raffle_schedules" USING btree ("draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffles_code_uq" ON "raffles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referrals_device_idx" ON "referrals" USING btree ("device");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_key_uq" ON "tickets" USING btree ("key");--> statement-breakpoint
CREATE INDEX "tickets_member_idx" ON "tickets" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_uq" ON "members" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_amount_positive" CHECK ("rewards"."amount" >= 0 and "rewards"."points" >= 0 and ("rewards"."amount" > 0 or "rewards"."points" > 0 or "rewards"."ticket_type" is not null));