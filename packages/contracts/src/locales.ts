import { z } from 'zod';
import { localeCodes } from './locale-table.ts';

export * from './locale-table.ts';

export const localeCodeSchema = z.enum(localeCodes, {
  error: (issue) => `unknown language ${JSON.stringify(issue.input)}; expected one of ${localeCodes.join(', ')}`,
});
