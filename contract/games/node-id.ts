import { z } from 'zod';

/** The largest game id: node_id is a 32-bit column, so anything larger cannot name a game. */
export const NODE_ID_MAX = 2_147_483_647;

/** A game's nodeId in a query or body: a larger number is a 400 naming the field, not a database error. */
export const nodeIdSchema = z.coerce.number().int().positive().max(NODE_ID_MAX);
