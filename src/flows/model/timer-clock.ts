// A SimulatedClock that also remembers when each timer was set, so a test can move time forward to the exact
// moment a machine's delayed event (`after`) is due instead of guessing how long the delay is.
import { SimulatedClock } from 'xstate';

interface PendingTimer {
  start: number;
  timeout: number;
}

export class TimerClock extends SimulatedClock {
  private readonly pending = new Map<number, PendingTimer>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const start = this.now();
    // The id is only known after the base class stored the timer; the wrapper runs later, when it is due.
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.pending.delete(id);
      fn(...args);
    }, timeout);
    this.pending.set(id, { start, timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  /** Milliseconds until the earliest pending timer of `timeout` ms fires, or null when none is pending. */
  dueIn(timeout: number): number | null {
    let due: number | null = null;
    for (const timer of this.pending.values()) {
      if (timer.timeout !== timeout) continue;
      const left = timer.start + timer.timeout - this.now();
      if (due === null || left < due) due = left;
    }
    return due === null ? null : Math.max(0, due);
  }
}
