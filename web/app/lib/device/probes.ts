/**
 * Browser probes for the device info record. Each takes the browser API it needs as an argument,
 * so tests pass fakes, and answers 'unknown' when the browser refuses (blocked canvas, no WebGL,
 * privacy modes that throw) rather than failing the whole record.
 */
import { fnv1a64 } from './hash.ts';

export const UNKNOWN = 'unknown';

/** Spec 9: the plugin list keeps at most 500 entries. */
export const PLUGIN_LIST_CAP = 500;

export type CanvasFactory = () => HTMLCanvasElement;
export type OfflineAudioContextFactory = (channels: number, length: number, sampleRate: number) => OfflineAudioContext;

/** Plugin names joined by commas, the first 500 only. */
export function pluginList(plugins: ArrayLike<{ name: string }> | undefined): string {
  const names: string[] = [];
  for (let index = 0; index < Math.min(plugins?.length ?? 0, PLUGIN_LIST_CAP); index += 1) {
    const name = plugins?.[index]?.name;
    if (name) names.push(name);
  }
  return names.length > 0 ? names.join(',') : UNKNOWN;
}

/** Digest of a drawn text sample: fonts, anti-aliasing and GPU make the pixels differ per device. */
export function canvasCode(createCanvas: CanvasFactory | undefined): string {
  try {
    const canvas = createCanvas?.();
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return UNKNOWN;
    canvas.width = 240;
    canvas.height = 60;
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#f60';
    context.fillRect(125, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Vela <canvas> 1.0 \u20bf \ud83d\ude03', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('Vela <canvas> 1.0 \u20bf \ud83d\ude03', 4, 17);
    return fnv1a64(canvas.toDataURL());
  } catch {
    return UNKNOWN;
  }
}

export interface WebglInfo {
  vendor: string;
  renderer: string;
}

/** The unmasked GPU vendor and renderer where the debug extension is offered, else the masked ones. */
export function webglInfo(createCanvas: CanvasFactory | undefined): WebglInfo {
  try {
    const canvas = createCanvas?.();
    const gl = (canvas?.getContext('webgl') ??
      canvas?.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) return { vendor: UNKNOWN, renderer: UNKNOWN };
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const vendor: unknown = gl.getParameter(debug ? debug.UNMASKED_VENDOR_WEBGL : gl.VENDOR);
    const renderer: unknown = gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    // Browsers cap live WebGL contexts (about 16); free this one now rather than at garbage collection.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { vendor: text(vendor), renderer: text(renderer) };
  } catch {
    return { vendor: UNKNOWN, renderer: UNKNOWN };
  }
}

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value : UNKNOWN;
}

/** How long the audio probe may take: Safari can leave an offline render pending in a background tab. */
export const AUDIO_PROBE_TIMEOUT_MS = 1000;

const AUDIO_SAMPLES = 5000;

/**
 * Renders a compressed triangle wave offline and sums part of the output: the float maths of each
 * audio stack differ slightly, so the sum differs per device.
 */
export async function audioCode(
  createContext: OfflineAudioContextFactory | undefined,
  timeoutMs = AUDIO_PROBE_TIMEOUT_MS,
): Promise<string> {
  if (!createContext) return UNKNOWN;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(UNKNOWN), timeoutMs);
  });
  try {
    return await Promise.race([renderAudio(createContext), timeout]);
  } catch {
    return UNKNOWN;
  } finally {
    clearTimeout(timer);
  }
}

async function renderAudio(createContext: OfflineAudioContextFactory): Promise<string> {
  const context = createContext(1, AUDIO_SAMPLES, 44100);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10000;
  const compressor = context.createDynamicsCompressor();
  compressor.threshold.value = -50;
  compressor.knee.value = 40;
  compressor.ratio.value = 12;
  compressor.attack.value = 0;
  compressor.release.value = 0.25;
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const samples = (await context.startRendering()).getChannelData(0);
  let sum = 0;
  for (let index = 4500; index < samples.length; index += 1) sum += Math.abs(samples[index] ?? 0);
  return sum > 0 ? sum.toString() : UNKNOWN;
}
