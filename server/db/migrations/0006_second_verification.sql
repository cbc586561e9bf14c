ALTER TABLE "members" ADD COLUMN "second_verification" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_secret" text;