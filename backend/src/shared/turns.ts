/**
 * Runs at most `limit` tasks at once; the others wait their turn in the
 * order they came. For work that holds something heavy (a photo's bytes)
 * from the moment it starts.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The turn passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
