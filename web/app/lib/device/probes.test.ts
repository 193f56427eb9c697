import { describe, expect, it, vi } from 'vitest';
import {
  audioCode,
  type CanvasFactory,
  canvasCode,
  type OfflineAudioContextFactory,
  PLUGIN_LIST_CAP,
  pluginList,
  webglInfo,
} from './probes.ts';

describe('pluginList', () => {
  it('joins the names and keeps at most 500 entries', () => {
    expect(pluginList([{ name: 'PDF Viewer' }, { name: 'Chrome PDF Viewer' }])).toBe('PDF Viewer,Chrome PDF Viewer');
    const many = Array.from({ length: 700 }, (_, index) => ({ name: `p${index}` }));
    const names = pluginList(many).split(',');
    expect(names).toHaveLength(PLUGIN_LIST_CAP);
    expect(names.at(-1)).toBe('p499');
  });

  it('is unknown without plugins', () => {
    expect(pluginList([])).toBe('unknown');
    expect(pluginList(undefined)).toBe('unknown');
  });
});

function fakeCanvas(contexts: Record<string, unknown>, dataUrl = 'data:image/png;base64,AAAA'): CanvasFactory {
  return () =>
    ({ width: 0, height: 0, getContext: (kind: string) => contexts[kind] ?? null, toDataURL: () => dataUrl }) as never;
}

const context2d = { fillRect: vi.fn(), fillText: vi.fn() };

describe('canvasCode', () => {
  it('digests the drawn pixels, differently for different pixels', () => {
    const first = canvasCode(fakeCanvas({ '2d': context2d }, 'data:image/png;base64,AAAA'));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(canvasCode(fakeCanvas({ '2d': context2d }, 'data:image/png;base64,AAAA'))).toBe(first);
    expect(canvasCode(fakeCanvas({ '2d': context2d }, 'data:image/png;base64,AAAB'))).not.toBe(first);
    expect(context2d.fillText).toHaveBeenCalled();
  });

  it('is unknown without a canvas, a 2d context, or when reading pixels is blocked', () => {
    expect(canvasCode(undefined)).toBe('unknown');
    expect(canvasCode(fakeCanvas({}))).toBe('unknown');
    const blocked: CanvasFactory = () =>
      ({
        getContext: () => context2d,
        toDataURL: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      }) as never;
    expect(canvasCode(blocked)).toBe('unknown');
  });
});

function fakeGl(withDebugExtension: boolean) {
  const loseContext = vi.fn();
  const parameters: Record<number, string> = {
    7936: 'WebKit',
    7937: 'WebKit WebGL',
    37445: 'Google Inc. (NVIDIA)',
    37446: 'ANGLE (NVIDIA GeForce RTX 3060)',
  };
  const extensions: Record<string, unknown> = {
    WEBGL_lose_context: { loseContext },
    ...(withDebugExtension && {
      WEBGL_debug_renderer_info: { UNMASKED_VENDOR_WEBGL: 0x9245, UNMASKED_RENDERER_WEBGL: 0x9246 },
    }),
  };
  const gl = {
    VENDOR: 0x1f00,
    RENDERER: 0x1f01,
    getExtension: (name: string) => extensions[name] ?? null,
    getParameter: (id: number) => parameters[id] ?? null,
  };
  return { gl, loseContext };
}

describe('webglInfo', () => {
  it('reads the unmasked vendor and renderer, then frees the context', () => {
    const { gl, loseContext } = fakeGl(true);
    expect(webglInfo(fakeCanvas({ webgl: gl }))).toEqual({
      vendor: 'Google Inc. (NVIDIA)',
      renderer: 'ANGLE (NVIDIA GeForce RTX 3060)',
    });
    expect(loseContext).toHaveBeenCalledOnce();
  });

  it('falls back to the masked values, and to experimental-webgl', () => {
    const { gl } = fakeGl(false);
    expect(webglInfo(fakeCanvas({ 'experimental-webgl': gl }))).toEqual({ vendor: 'WebKit', renderer: 'WebKit WebGL' });
  });

  it('is unknown without WebGL', () => {
    expect(webglInfo(fakeCanvas({}))).toEqual({ vendor: 'unknown', renderer: 'unknown' });
    expect(webglInfo(undefined)).toEqual({ vendor: 'unknown', renderer: 'unknown' });
  });
});

function fakeAudio(samples: Float32Array | undefined): OfflineAudioContextFactory {
  const node = () => ({ connect: vi.fn(), start: vi.fn(), frequency: { value: 0 } });
  const param = () => ({ value: 0 });
  return (_channels, length) =>
    ({
      destination: {},
      createOscillator: node,
      createDynamicsCompressor: () => ({
        connect: vi.fn(),
        threshold: param(),
        knee: param(),
        ratio: param(),
        attack: param(),
        release: param(),
      }),
      startRendering: () =>
        samples
          ? Promise.resolve({ getChannelData: () => samples.subarray(0, length) })
          : new Promise(() => {
              // Never settles, as Safari's offline render can in a background tab.
            }),
    }) as never;
}

describe('audioCode', () => {
  it('sums the absolute samples from 4500 on', async () => {
    const samples = new Float32Array(5000);
    samples[10] = 100; // before 4500: ignored
    samples[4500] = 0.25;
    samples[4999] = -0.5;
    expect(await audioCode(fakeAudio(samples))).toBe('0.75');
  });

  it('is unknown without OfflineAudioContext, on silence, on failure and on time-out', async () => {
    expect(await audioCode(undefined)).toBe('unknown');
    expect(await audioCode(fakeAudio(new Float32Array(5000)))).toBe('unknown');
    const throwing: OfflineAudioContextFactory = () => {
      throw new Error('NotSupportedError');
    };
    expect(await audioCode(throwing)).toBe('unknown');
    expect(await audioCode(fakeAudio(undefined), 5)).toBe('unknown');
  });
});
