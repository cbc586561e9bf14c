CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"rank" integer,
	"publish_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_kind" CHECK ("content_pages"."kind" in ('SPONSOR', 'ABOUT', 'BLOG', 'WINNER'))
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "content_translations_kind_ref_id_language_pk" PRIMARY KEY("kind","ref_id","language")
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period"),
	CONSTRAINT "deposit_limits_period" CHECK ("deposit_limits"."period" in ('D', 'W', 'M'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"image_key" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'N' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_status" CHECK ("feedback"."status" in ('N', 'A'))
);
--> statement-breakpoint
CREATE TABLE "member_protection" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reminder_minutes" integer,
	"exclusion_kind" text,
	"excluded_from" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_protection_kind" CHECK ("member_protection"."exclusion_kind" is null or "member_protection"."exclusion_kind" in ('TIMEOUT', 'SELF'))
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_protection" ADD CONSTRAINT "member_protection_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_kind_slug_lang_uq" ON "content_pages" USING btree ("kind","slug","language");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");