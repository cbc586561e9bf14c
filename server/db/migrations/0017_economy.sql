CREATE TABLE "member_day_stats" (
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"game_type" text NOT NULL,
	"rounds" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"bonus_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_day_stats_member_id_day_game_type_pk" PRIMARY KEY("member_id","day","game_type")
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"reward_id" bigint
);
--> statement-breakpoint
CREATE TABLE "promotion_entry_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_turnover_not_negative" CHECK ("promotions"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"game_type" text NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint,
	CONSTRAINT "rewards_amount_positive" CHECK ("rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"rule" text NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"reward_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlements_rule_member_id_period_pk" PRIMARY KEY("rule","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" bigint NOT NULL,
	"required" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deposit_required" bigint NOT NULL,
	"valid_bet_required" bigint NOT NULL,
	"condition_type" text NOT NULL,
	"keep_deposit" bigint NOT NULL,
	"keep_valid_bet" bigint NOT NULL,
	"keep_type" text NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"upgrade_turnover_multiple" integer NOT NULL,
	"rebate_extra_bp" integer NOT NULL,
	"daily_withdrawals" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "excluded_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_day_stats" ADD CONSTRAINT "member_day_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entry_images" ADD CONSTRAINT "promotion_entry_images_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_day_stats_day_idx" ON "member_day_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_uq" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_status_idx" ON "promotion_entries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotion_entry_images_entry_idx" ON "promotion_entry_images" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_day_idx" ON "rebate_claims" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_key_uq" ON "rewards" USING btree ("key");--> statement-breakpoint
CREATE INDEX "rewards_member_idx" ON "rewards" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "settlements_member_idx" ON "settlements" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_reward_uq" ON "turnover_requirements" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open_idx" ON "turnover_requirements" USING btree ("member_id") WHERE "turnover_requirements"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "vip_changes_member_idx" ON "vip_changes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_excluded_bp_range" CHECK ("games"."excluded_bp" between 0 and 10000);