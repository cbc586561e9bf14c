-- Issue 39 item 5: each vendor round carries the instance that spun it, so a restarted instance settles the rounds its
-- previous process left open before it answers players, and leaves the rounds of other live instances alone. Rounds
-- from before this (no instance) are left to the timeout, as before.
ALTER TABLE "vendor_rounds" ADD COLUMN "instance" text;
