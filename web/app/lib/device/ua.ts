/**
 * Reading the operating system, device model and browser from a user agent. Pure, so the HTTP
 * helper can fill its systemVersion / deviceName headers synchronously, on either side.
 */

const UNKNOWN = 'unknown';

interface System {
  name: string;
  version?: string;
}

// Windows 11 still sends "Windows NT 10.0": the user agent cannot tell 10 from 11.
const WINDOWS_RELEASES: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function parseSystem(userAgent: string): System | undefined {
  // iOS first: iPad and iPhone user agents also say "like Mac OS X".
  const ios = userAgent.match(/\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/);
  if (ios?.[1]) return { name: 'iOS', version: ios[1].replaceAll('_', '.') };
  const android = userAgent.match(/\bAndroid(?: (\d+(?:\.\d+)*))?/);
  if (android) return { name: 'Android', version: android[1] };
  const windows = userAgent.match(/\bWindows NT (\d+\.\d+)/);
  if (windows?.[1]) return { name: 'Windows', version: WINDOWS_RELEASES[windows[1]] ?? `NT ${windows[1]}` };
  const mac = userAgent.match(/\bMac OS X (\d+(?:[_.]\d+)*)/);
  if (mac?.[1]) return { name: 'macOS', version: mac[1].replaceAll('_', '.') };
  if (/\bCrOS\b/.test(userAgent)) return { name: 'ChromeOS' };
  if (/\bLinux\b/.test(userAgent)) return { name: 'Linux' };
  return undefined;
}

/** "iOS 17.4", "Android 14", "Windows 10", "macOS 10.15.7", "Linux", or 'unknown'. */
export function systemVersion(userAgent: string | null | undefined): string {
  const system = userAgent ? parseSystem(userAgent) : undefined;
  if (!system) return UNKNOWN;
  return system.version ? `${system.name} ${system.version}` : system.name;
}

// Tokens that sit where an Android model would be but name none (Chrome's reduced user agent sends "K").
const NOT_A_MODEL = new Set(['k', 'mobile', 'tablet', 'wv', 'u']);

const BRAND_PREFIXES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:SM-|Galaxy)/i, 'Samsung'],
  [/^Pixel/i, 'Google'],
  [/^(?:Redmi|POCO|Mi )/i, 'Xiaomi'],
  [/^CPH\d/i, 'OPPO'],
];

function withBrand(model: string): string {
  const brand = BRAND_PREFIXES.find(([pattern]) => pattern.test(model))?.[1];
  return brand ? `${brand} ${model}` : model;
}

/**
 * "Apple iPhone", "Samsung SM-S918B", "Google Pixel 8", or 'unknown'. `modelHint` is the model from
 * `navigator.userAgentData.getHighEntropyValues(['model'])`, which Chrome sends when it has reduced
 * the user agent's model to "K".
 */
export function brandModel(userAgent: string | null | undefined, modelHint?: string): string {
  if (modelHint?.trim()) return withBrand(modelHint.trim());
  if (!userAgent) return UNKNOWN;
  const apple = userAgent.match(/\b(iPhone|iPad|iPod|Macintosh)\b/);
  if (apple?.[1]) return `Apple ${apple[1] === 'Macintosh' ? 'Mac' : apple[1]}`;
  // "(Linux; Android 14; Pixel 8 Build/UQ1A; wv)"; older ones put a locale first:
  // "(Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K)".
  const android = userAgent.match(/\bAndroid[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+)/i);
  const model = android?.[1]?.replace(/\s*Build\/.*$/, '').trim();
  return model && !NOT_A_MODEL.has(model.toLowerCase()) ? withBrand(model) : UNKNOWN;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome/", and Chrome also says "Safari/".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

/** The browser and its major version on the system: "Chrome 126 on Windows", or 'unknown'. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN;
  for (const [pattern, browser] of BROWSERS) {
    const major = userAgent.match(pattern)?.[1];
    if (!major) continue;
    const system = parseSystem(userAgent);
    return system ? `${browser} ${major} on ${system.name}` : `${browser} ${major}`;
  }
  return UNKNOWN;
}
