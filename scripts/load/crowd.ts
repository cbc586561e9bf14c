// The players at play: one autocannon instance with one connection per player, started when the player joins and
// kept running across the steps (a step adds players, or stops the last ones to join), so that each player's pace,
// its moment within the second and its point in the visit carry on from step to step. Separate instances because
// autocannon paces a connection on a once-a-second tick that starts with its instance: players of one instance
// send together. Every call is timed by the one Recorder all instances share (scripts/load/journey.ts), so the
// figures of a step are those of every player, whatever instance sent the call.
import autocannon from 'autocannon';
import { catchUpVisit, journeyRequests, playing, type Playing, type Recorder, type Step } from './journey.ts';
import type { Player } from './players.ts';
import { catchUp, joinPosition } from './schedule.ts';

/**
 * autocannon keeps three HDR histograms per instance, about 2.5 MB of WebAssembly memory each instance (1 GB at 400
 * players), and with a rate it records every answer's latency as a run of values 1 ms apart (its correction for
 * coordinated omission). The load test times each call itself, so its instances get stand-ins that keep nothing:
 * the `histograms` option autocannon's own worker threads use (lib/worker.js), which its types leave out; with
 * skipAggregateResult, the result is not built from them either.
 */
const nothing = { __custom: true, recordValue() {}, recordValueWithExpectedInterval() {}, reset() {}, destroy() {} };
const NO_HISTOGRAMS = { histograms: { latencies: nothing, requests: nothing, throughput: nothing }, skipAggregateResult: true };

export interface CrowdOptions {
  /** The servers' base URLs: player number i plays on servers[(i - 1) % servers.length]. */
  servers: readonly string[];
  steps: readonly Step[];
  recorder: Recorder;
  /** Requests a second per player; 0: none waits. */
  rate: number;
  /** Send each player's own X-Forwarded-For. */
  addresses: boolean;
  /** Seconds an instance runs at most (the run stops them before). */
  maxSeconds: number;
}

interface Seat {
  playing: Playing;
  left: boolean;
  /** Ends a wait to join early, when the player leaves before it joined. */
  cancel?: () => void;
  instance?: autocannon.Instance;
  /** Settles when its instance has stopped. */
  done?: Promise<void>;
}

const bump = (m: Map<string, number>, why: string) => m.set(why, (m.get(why) ?? 0) + 1);

export class Crowd {
  private readonly seats: Seat[] = [];
  private transport = new Map<string, number>();
  private joins = new Map<string, number>();
  private readonly joinable: number[];

  constructor(private readonly opts: CrowdOptions) {
    this.joinable = opts.steps.flatMap((s, i) => (s.noJoin ? [] : [i]));
  }

  /** Players playing or about to. */
  get size() {
    return this.seats.length;
  }

  /**
   * The players join, each `offsetsMs` from now (in the same order): it catches up on the calls its point in the
   * visit needs, then its connection plays on from there. Settles when every one plays.
   */
  async join(players: readonly Player[], offsetsMs: readonly number[]): Promise<void> {
    await Promise.all(players.map((player, k) => this.joinOne(player, offsetsMs[k] ?? 0)));
  }

  private async joinOne(player: Player, offsetMs: number) {
    const seat: Seat = { playing: playing(player), left: false };
    this.seats.push(seat);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, offsetMs);
      seat.cancel = () => (clearTimeout(timer), resolve());
    });
    const { servers, steps } = this.opts;
    const url = servers[(player.index - 1) % servers.length]!;
    const position = joinPosition(player.index, this.joinable);
    if (seat.left) return;
    const failed = await catchUpVisit(url, steps, catchUp(steps, position), seat.playing, this.opts);
    if (failed) bump(this.joins, `joining: ${failed}`);
    if (seat.left) return;
    const options: autocannon.Options = {
      url,
      connections: 1,
      duration: this.opts.maxSeconds,
      timeout: 10,
      connectionRate: this.opts.rate || undefined,
      requests: journeyRequests(steps, this.opts.recorder, seat.playing, { addresses: this.opts.addresses, from: position }),
      ...NO_HISTOGRAMS,
    };
    let instance: autocannon.Instance | undefined;
    seat.done = new Promise<void>((resolve) => {
      instance = autocannon(options, () => resolve());
    });
    seat.instance = instance;
    // A request autocannon gave up on (10 s without an answer) or whose connection failed: no answer to time.
    seat.instance?.on('reqError', (err: unknown) =>
      bump(this.transport, err instanceof Error && err.message === 'request timed out' ? 'no answer within 10 s' : 'connection error'),
    );
  }

  /** The players who joined last stop (mid-visit, as a player closing the page) until `n` remain. */
  async leave(n: number): Promise<void> {
    await Promise.all(this.seats.splice(n).map((seat) => this.stopSeat(seat)));
  }

  /** Every player stops. */
  async stopAll(): Promise<void> {
    await this.leave(0);
  }

  private async stopSeat(seat: Seat) {
    seat.left = true;
    seat.cancel?.();
    seat.instance?.stop();
    await seat.done;
  }

  /** Since the last call, by reason: failures with no answer to time, and catch-ups that failed while joining. */
  takeFailures(): { transport: Map<string, number>; joins: Map<string, number> } {
    const taken = { transport: this.transport, joins: this.joins };
    this.transport = new Map();
    this.joins = new Map();
    return taken;
  }
}
