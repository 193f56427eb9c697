import { z } from 'zod';

export const STATISTICS_PATH = '/open/activity/statistics';

const utmValue = z.string().max(256, 'at most 256 characters').optional();

/** GET /open/activity/statistics: one activity/UTM statistics event, sent as query parameters. */
export const statisticsQuerySchema = z.object({
  event: z
    .string({ error: 'name the event' })
    .regex(/^[A-Za-z][\w.:-]{0,63}$/, 'expected 1 to 64 letters, digits or _ . : -, starting with a letter'),
  request_source: z.enum(['H5', 'PC'], { error: 'expected "H5" or "PC"' }),
  type: z.string().max(64, 'at most 64 characters').optional(),
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export const statisticsResponseSchema = z.object({ code: z.literal(0) });
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;
