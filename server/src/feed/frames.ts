import { z } from 'zod';

/** The largest frame a client may send; bigger frames close the socket with 1009 (message too big). */
export const MAX_FRAME_BYTES = 64 * 1024;

export const clientFrameSchema = z.object({
  event: z.string().min(1).max(32),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; reason: string };

export function parseClientFrame(raw: string): ParsedFrame {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'invalid JSON' };
  }
  const parsed = clientFrameSchema.safeParse(json);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, reason: 'expected {event, params}' };
}
