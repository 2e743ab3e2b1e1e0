/**
 * Runs tasks one at a time per key, in arrival order, and different keys in
 * parallel. The command side queues by stream name: commands on one stream in
 * this process never race each other, so optimistic-concurrency retries are
 * only needed against other processes, and a burst of 200 RSVPs to one meetup
 * is decided first come, first served instead of thrashing.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
