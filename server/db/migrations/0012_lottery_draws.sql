CREATE TABLE "lottery_draws" (
	"node_id" integer NOT NULL,
	"draw_no" bigint NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"numbers" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_node_id_draw_no_pk" PRIMARY KEY("node_id","draw_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"round" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"draw_no" bigint NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"picks" text NOT NULL,
	"stake" bigint NOT NULL,
	"bet_uuid" text NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_due_idx" ON "lottery_tickets" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","created_at");