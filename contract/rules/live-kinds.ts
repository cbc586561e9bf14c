// The kinds of the live stream's events (issue 37 item 6): plain code, so the site's stream reader knows them from the
// same list the server publishes and the contract's call describes (contract/live/live.ts).

/**
 * What an event says changed:
 * - `hello`: the first event of every stream; its id is where the member's events stand (a resume point);
 * - `balance`: the main wallet moved; data carries the new balance;
 * - `rewards`: the unclaimed count or the reward centre's badges changed;
 * - `messages`: a new platform message;
 * - `deposit`, `withdrawal`: an order's or a withdrawal's status changed;
 * - `raffle`: a raffle was drawn (results, tickets);
 * - `offer`: an agent contract was offered, accepted or ended;
 * - `promotions`: a promotion entry of the member's changed (an application approved or rejected);
 * - `resync`: the server cannot replay what the client missed: refetch everything of the member.
 */
export const LIVE_KINDS = ['hello', 'balance', 'rewards', 'messages', 'deposit', 'withdrawal', 'raffle', 'offer', 'promotions', 'resync'] as const;
