import { describe, expect, it } from 'vitest';
import { createHttpFallbackThrottle } from './http-fallback.ts';

describe('HTTP fallback throttle', () => {
  it('signals both at first, then each only after more than its window', () => {
    const throttle = createHttpFallbackThrottle();
    expect(throttle.take(1000)).toEqual({ connectHttp: true, connectHttp_1m: true });
    expect(throttle.take(31_000)).toEqual({ connectHttp: false, connectHttp_1m: false });
    expect(throttle.take(31_001)).toEqual({ connectHttp: true, connectHttp_1m: false });
    expect(throttle.take(61_000)).toEqual({ connectHttp: false, connectHttp_1m: false });
    expect(throttle.take(61_001)).toEqual({ connectHttp: false, connectHttp_1m: true });
    expect(throttle.take(61_002)).toEqual({ connectHttp: true, connectHttp_1m: false });
  });
});
