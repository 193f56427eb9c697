import { z } from 'zod';

export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), error: z.string().optional() }),
    migrations: z.object({ ok: z.boolean(), applied: z.number().int(), expected: z.number().int() }),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
