// Valid bet (docs/economy.md §valid bet): the stake of a settled round times (1 - the game's exclusion share),
// rounded down to the centavo; a rolled-back or open round counts 0. Written once as SQL so every settlement,
// turnover and report reads the same figure. Expects the round as `r` and its game as `g`.
import { sql } from 'drizzle-orm';

export const VALID_BET = sql`(case when r.status = 'settled' then (r.bet * (10000 - g.excluded_bp)) / 10000 else 0 end)`;
