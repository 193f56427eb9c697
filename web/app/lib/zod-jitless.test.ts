import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ZOD_JITLESS_SCRIPT } from './zod-jitless.ts';

describe('ZOD_JITLESS_SCRIPT', () => {
  it('turns zod’s compiler off, keeping settings made before it', () => {
    const scope: { globalThis?: unknown; __zod_globalConfig?: Record<string, unknown> } = {};
    scope.globalThis = scope;
    runInNewContext(ZOD_JITLESS_SCRIPT, scope);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true });

    const configured = { __zod_globalConfig: { locale: 'en' } as Record<string, unknown>, globalThis: {} };
    configured.globalThis = configured;
    runInNewContext(ZOD_JITLESS_SCRIPT, configured);
    expect(configured.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });

  it('is what zod reads: with it, parsing never tries eval', async () => {
    const previous = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    runInNewContext(ZOD_JITLESS_SCRIPT, { globalThis });
    const { z } = await import('zod');
    const schema = z.object({ price: z.string() });
    const original = globalThis.Function;
    let evalTried = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evalTried = true;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(schema.parse({ price: '1.5' })).toEqual({ price: '1.5' });
      expect(z.object({ amount: z.string() }).parse({ amount: '2' })).toEqual({ amount: '2' });
    } finally {
      globalThis.Function = original;
      if (previous === undefined) delete (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
      else Object.assign(previous, { jitless: undefined });
    }
    expect(evalTried).toBe(false);
  });
});
