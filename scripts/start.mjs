// `npm start`: build what is missing or stale, then run the production server in this process.
import { buildIfNeeded } from './build.mjs';

process.env.NODE_ENV ||= 'production';
try {
  buildIfNeeded();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../server/dist/main.js');
