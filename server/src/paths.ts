import { fileURLToPath } from 'node:url';

// Both server/src/*.ts (tsx, tests) and the bundled server/dist/main.js sit two levels below the repository root.
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The server's sources: data files beside the code (seed Markdown, locale texts) are read from here. */
export const serverSourceDir = fileURLToPath(new URL('../../server/src', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../server/drizzle', import.meta.url));
export const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
/** The demo announcements and courses (a list plus Markdown per locale), read like the help centre's. */
export const contentSeedDir = fileURLToPath(new URL('../../server/src/content/seed', import.meta.url));
/** The help centre's seed articles (Markdown per locale), read from the sources by tests and the bundle alike. */
export const helpSeedDir = fileURLToPath(new URL('../../server/src/content/help', import.meta.url));
