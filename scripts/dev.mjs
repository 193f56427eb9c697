// `npm run dev`: the same server with Vite serving the web app (hot module reload) and tsx
// restarting the server when its own sources change.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--watch-path=server/src', '--watch-path=packages/contracts/src', 'server/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
