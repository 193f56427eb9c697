import { z } from 'zod';

/** Every error the API returns has this shape; `fields` names what was wrong with the input. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A stable machine-readable cause where an API defines them (e.g. the order API's tradingErrorCodes). */
  reason: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
