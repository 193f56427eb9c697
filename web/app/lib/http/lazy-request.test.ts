import { describe, expect, it, vi } from 'vitest';
import { lazyRequestHelper } from './lazy-request.ts';
import type { RequestHelper } from './request.ts';

function fakeHelper(): RequestHelper {
  return {
    get: vi.fn(async (path: string) => ({ got: path }) as never),
    post: vi.fn(async (path: string, body?: unknown) => ({ posted: path, body }) as never),
    patch: vi.fn(async (path: string, body?: unknown) => ({ patched: path, body }) as never),
  };
}

describe('lazyRequestHelper', () => {
  it('loads the helper once, on the first call, and passes every call through', async () => {
    const real = fakeHelper();
    const load = vi.fn(async () => real);
    const helper = lazyRequestHelper(load);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([helper.get('/a', { x: 1 }), helper.post('/b', { y: 2 }, 'futures')]);
    expect(first).toEqual({ got: '/a' });
    expect(second).toEqual({ posted: '/b', body: { y: 2 } });
    expect(real.get).toHaveBeenCalledWith('/a', { x: 1 }, undefined);
    expect(real.post).toHaveBeenCalledWith('/b', { y: 2 }, 'futures');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(helper.patch('/c', { z: 3 })).resolves.toEqual({ patched: '/c', body: { z: 3 } });
    expect(real.patch).toHaveBeenCalledWith('/c', { z: 3 }, undefined);
  });

  it('rejects the calls when the helper cannot load, and tries again on the next call', async () => {
    const real = fakeHelper();
    const load = vi
      .fn<() => Promise<RequestHelper>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const helper = lazyRequestHelper(load);

    await expect(helper.get('/a')).rejects.toThrow('offline');
    await expect(helper.get('/a')).resolves.toEqual({ got: '/a' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
