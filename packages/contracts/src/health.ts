import { z } from 'zod';

export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessSchema = z.object({
  /** `starting`: the port is open but the engine and the markets' history are still being prepared. */
  status: z.enum(['ready', 'not-ready', 'starting']),
  checks: z.object({
    database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), error: z.string().optional() }),
    migrations: z.object({ ok: z.boolean(), applied: z.number().int(), expected: z.number().int() }),
    /** The process's own start-up (server/src/http/start-up.ts); absent where nothing is starting (tests' apps). */
    startup: z.object({ ok: z.boolean(), phase: z.string(), seconds: z.number().nonnegative() }).optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
