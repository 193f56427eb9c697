// Reads a V8 .cpuprofile (node --cpu-prof) and sums self time per function and per file, over the
// whole profile or over windows of CLOCK_MONOTONIC microseconds (V8 stamps its samples with the
// same clock as process.hrtime, so a process can mark the windows it wants looked at).
import { readFileSync } from 'node:fs';

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

/** Where a frame's code lives, short: `pkg/file.js` for node_modules, the repo-relative path otherwise. */
function place(url, root) {
  if (!url) return '';
  let path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) return path.slice(modules + '/node_modules/'.length);
  if (root && path.startsWith(root)) path = path.slice(root.length).replace(/^\//, '');
  return path;
}

/**
 * @param {string} file the .cpuprofile
 * @param {{ fromUs?: number, toUs?: number, windows?: { fromUs: number, toUs: number }[], root?: string }} window
 *   CLOCK_MONOTONIC µs: one window, or several (`windows`, summed; e.g. the slices of one phase);
 *   root: the repository, to shorten paths
 */
export function summarizeProfile(file, { fromUs = -Infinity, toUs = Infinity, windows, root } = {}) {
  const ranges = windows ?? [{ fromUs, toUs }];
  const inWindow = (time) => ranges.some((range) => time >= range.fromUs && time < range.toUs);
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  let idle = 0;
  let gc = 0;
  let time = profile.startTime;
  const { samples, timeDeltas } = profile;
  for (let index = 0; index < samples.length; index += 1) {
    time += timeDeltas[index];
    // A sample stands for the time until the next one.
    const duration = index + 1 < samples.length ? timeDeltas[index + 1] : 0;
    if (duration <= 0 || !inWindow(time)) continue;
    const frame = nodes.get(samples[index])?.callFrame;
    if (!frame) continue;
    total += duration;
    const name = frame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idle += duration;
      continue;
    }
    if (name === '(garbage collector)') gc += duration;
    const where = place(frame.url, root);
    const key = IDLE.has(name) ? name : `${name} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + duration);
    const fileKey = IDLE.has(name) ? name : where || '(native)';
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + duration);
  }
  const top = (map, limit) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([key, us]) => ({ key, ms: us / 1000 }));
  return {
    windowMs: total / 1000,
    busyMs: (total - idle) / 1000,
    gcMs: gc / 1000,
    startUs: profile.startTime,
    endUs: profile.endTime,
    functions: top(byFunction, 15),
    files: top(byFile, 10),
  };
}
