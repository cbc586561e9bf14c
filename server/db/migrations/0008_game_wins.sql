CREATE TABLE "game_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"member_id" integer,
	"player_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"round" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_wins_positive" CHECK ("game_wins"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wins_occurred_idx" ON "game_wins" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_wins_round_uq" ON "game_wins" USING btree ("round");