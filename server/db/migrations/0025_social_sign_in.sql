-- Issue 39: social sign-in over OpenID Connect. social_identities links a provider's subject to a member;
-- social_sign_ins holds each sign-in under way (PKCE verifier, state and nonce kept server-side) and its one-time ticket.
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"binding_hash" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"affiliate_code" text,
	"portal" text,
	"language" text NOT NULL,
	"ticket_hash" text,
	"subject" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_provider_uq" ON "social_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_ticket_uq" ON "social_sign_ins" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expires_idx" ON "social_sign_ins" USING btree ("expires_at");