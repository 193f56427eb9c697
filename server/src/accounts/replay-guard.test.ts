import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryReplayGuard, RedisReplayGuard, type ReplayGuard } from './replay-guard.ts';

const redisUrl = process.env.REDIS_URL;

function behavesAsReplayGuard(
  name: string,
  make: () => Promise<{ guard: ReplayGuard; advance(ms: number): Promise<void> }>,
) {
  describe(name, () => {
    it('accepts a signature once and refuses it again within its time', async () => {
      const { guard } = await make();
      const id = randomBytes(8).toString('hex');
      try {
        expect(await guard.firstSeen(id, 5_000)).toBe(true);
        expect(await guard.firstSeen(id, 5_000)).toBe(false);
        expect(await guard.firstSeen(`${id}-other`, 5_000)).toBe(true);
      } finally {
        await guard.close();
      }
    });

    it('forgets it once its time is over', async () => {
      const { guard, advance } = await make();
      const id = randomBytes(8).toString('hex');
      try {
        expect(await guard.firstSeen(id, 50)).toBe(true);
        await advance(120);
        expect(await guard.firstSeen(id, 50)).toBe(true);
      } finally {
        await guard.close();
      }
    });
  });
}

behavesAsReplayGuard('memory replay guard', async () => {
  let now = 1_000_000;
  const guard = new MemoryReplayGuard(() => now);
  return {
    guard,
    advance: async (ms) => {
      now += ms;
    },
  };
});

describe('memory replay guard upkeep', () => {
  it('sweeps expired entries so memory follows recent traffic', async () => {
    let now = 0;
    const guard = new MemoryReplayGuard(() => now);
    for (let i = 0; i < 100; i += 1) await guard.firstSeen(`sig-${i}`, 1_000);
    expect(guard.size).toBe(100);
    now += 2_000;
    await guard.firstSeen('later', 1_000);
    expect(guard.size).toBe(1);
  });
});

describe.skipIf(!redisUrl)(`Redis replay guard${redisUrl ? '' : ' (skipped: set REDIS_URL to run it)'}`, () => {
  const prefix = `vela-test:replay:${process.pid}:${randomBytes(4).toString('hex')}:`;

  behavesAsReplayGuard('on one connection', async () => ({
    guard: await RedisReplayGuard.connect(redisUrl as string, { prefix }),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('refuses on a second instance what the first accepted', async () => {
    const first = await RedisReplayGuard.connect(redisUrl as string, { prefix });
    const second = await RedisReplayGuard.connect(redisUrl as string, { prefix });
    try {
      const id = randomBytes(8).toString('hex');
      expect(await first.firstSeen(id, 5_000)).toBe(true);
      expect(await second.firstSeen(id, 5_000)).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
