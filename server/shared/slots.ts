// A count of places for work that holds memory while it runs (uploads, picture decodes): a caller takes a place and
// gives it back when done. `take` answers at once (null when full), for work a caller may refuse; `wait` queues.

export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.used;
  }

  /** A place now, as the function that gives it back (once), or null when all are taken. */
  take(): (() => void) | null {
    if (this.used >= this.size) return null;
    this.used++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.used--;
      this.waiting.shift()?.();
    };
  }

  /** A place as soon as one is free, first come first served. */
  async wait(): Promise<() => void> {
    for (;;) {
      const release = this.take();
      if (release) return release;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }
}
