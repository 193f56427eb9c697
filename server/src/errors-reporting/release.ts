import { z } from 'zod';
import rootPackage from '../../../package.json' with { type: 'json' };

const packageSchema = z.object({ name: z.string().min(1), version: z.string().min(1) });

/**
 * The release errors are filed under, the same for the server and the browser so one deploy's
 * events group together: SENTRY_RELEASE when set, else `<name>@<version>` of the root package
 * (bundled into the server at build time).
 */
export function reportingRelease(configured: string | undefined, packageJson: unknown = rootPackage): string {
  if (configured) return configured;
  const { name, version } = packageSchema.parse(packageJson);
  return `${name}@${version}`;
}
