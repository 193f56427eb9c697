import type { z } from 'zod';
import { zodFields } from '../refusal.ts';
import { BadRequestError } from './errors.ts';

/**
 * Parses request input, or throws a 400 whose message names every bad field (the error handler
 * turns it into `{ code: 400, message, fields }`), so the message alone already says what to fix.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = zodFields(parsed.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  throw new BadRequestError(`invalid input: ${summary}`, fields);
}
