/**
 * At most `max` pieces of work at once in this process: `tryEnter` gives a release function for a
 * free slot, or undefined when every slot is taken (the caller answers "busy", nothing waits).
 */
export class ConcurrencyCap {
  private running = 0;

  constructor(readonly max: number) {}

  get busy(): number {
    return this.running;
  }

  tryEnter(): (() => void) | undefined {
    if (this.running >= this.max) return undefined;
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
    };
  }
}
