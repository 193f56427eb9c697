import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARMUP_WORKER, intlWarmupSource } from './intl-warmup-script.tsx';

const workerSource = readFileSync(new URL(`../../public${INTL_WARMUP_WORKER}`, import.meta.url), 'utf8');

/** Runs the head's inline script with a recording Worker in place of the browser's. */
function startedWorkers(source: string, WorkerClass?: unknown) {
  const started: { url: string; messages: unknown[] }[] = [];
  class RecordingWorker {
    private readonly entry: { url: string; messages: unknown[] };
    constructor(url: string) {
      this.entry = { url, messages: [] };
      started.push(this.entry);
    }
    postMessage(message: unknown) {
      this.entry.messages.push(structuredClone(message));
    }
  }
  runInNewContext(source, { Worker: WorkerClass ?? RecordingWorker });
  return started;
}

/** The worker's script in a scope of its own, as a dedicated worker runs it. */
function runWorker(message: unknown) {
  const scope = { onmessage: undefined as ((event: { data: unknown }) => void) | undefined, closed: 0 };
  const self = Object.assign(scope, { close: () => scope.closed++ });
  runInNewContext(workerSource, { self, Intl });
  self.onmessage?.({ data: message });
  return scope;
}

describe('the Intl warm-up', () => {
  it('starts the worker with the page’s locale tag and zone', () => {
    expect(startedWorkers(intlWarmupSource('ja-JP', 'Asia/Tokyo'))).toEqual([
      { url: INTL_WARMUP_WORKER, messages: [['ja-JP', 'Asia/Tokyo']] },
    ]);
  });

  it('cannot close its script element, whatever it is given', () => {
    const source = intlWarmupSource('en-US', '</script><script>alert(1)</script>');
    expect(source).not.toContain('<');
    expect(startedWorkers(source)[0]?.messages).toEqual([['en-US', '</script><script>alert(1)</script>']]);
  });

  it('leaves the page alone where workers are missing or refused', () => {
    expect(() => runInNewContext(intlWarmupSource('en-US', 'UTC'), {})).not.toThrow();
    const refused = () => {
      throw new Error('blocked by the content security policy');
    };
    expect(() => startedWorkers(intlWarmupSource('en-US', 'UTC'), refused)).not.toThrow();
  });

  it('formats once and closes, also with a zone the engine does not know', () => {
    expect(runWorker(['ru-RU', 'Europe/Moscow']).closed).toBe(1);
    expect(runWorker(['ru-RU', 'Nowhere/Atlantis']).closed).toBe(1);
  });
});
