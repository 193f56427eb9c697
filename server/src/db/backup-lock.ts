import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The lock of an embedded (PGlite) data directory. PGlite is one process's database: a second
 * process opening the same files corrupts them. So whoever opens a data directory (the server,
 * `npm run backup` with no server running, `npm run restore`) first writes this file, and the
 * others read it: a holder whose process is alive has the directory; one whose process is gone
 * (killed, crashed) left a stale file, which the next opener replaces.
 */
export const LOCK_FILE = 'vela.lock';

export type HolderRole = 'server' | 'backup' | 'restore';

export interface DataDirHolder {
  pid: number;
  hostname: string;
  role: HolderRole;
  startedAt: string;
  /** The server's backup socket (server/src/db/backup.ts), once it listens. */
  socket?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `${dataDir} is in use by ${holder.role === 'server' ? 'a running server' : `npm run ${holder.role}`} ` +
        `(pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}). If that process is gone, ` +
        `delete ${join(dataDir, LOCK_FILE)} and try again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly holder: DataDirHolder;
  /** Records the backup socket, for `npm run backup` to find the running server. */
  setSocket(socket: string): Promise<void>;
  release(): Promise<void>;
}

/**
 * Alive: its process runs on this machine (signal 0 reaches it, or exists but is not ours). A
 * holder on another machine (a data directory on a shared disk) cannot be checked, so it counts
 * as alive. After a crash a reused pid reads as alive too: the error message says what to do.
 */
function isAlive(holder: DataDirHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLockFile(path: string): Promise<DataDirHolder | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    return Number.isInteger(holder.pid) && typeof holder.hostname === 'string' ? holder : undefined;
  } catch {
    return undefined; // unreadable: treated as stale
  }
}

/** The process holding `dataDir`, when one is alive; undefined when the directory is free. */
export async function liveHolder(dataDir: string): Promise<DataDirHolder | undefined> {
  const holder = await readLockFile(join(dataDir, LOCK_FILE));
  return holder && isAlive(holder) ? holder : undefined;
}

/** Takes the directory (creating it), or throws DataDirInUseError naming the live holder. */
export async function lockDataDir(dataDir: string, role: HolderRole): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let holder: DataDirHolder = { pid: process.pid, hostname: hostname(), role, startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // `wx`: created only if absent, so of two openers starting together one wins.
      await writeFile(path, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 2) throw error;
      const current = await readLockFile(path);
      if (current && isAlive(current)) throw new DataDirInUseError(dataDir, current);
      await rm(path, { force: true });
    }
  }
  const ours = async () => (await readLockFile(path))?.pid === process.pid;
  return {
    get holder() {
      return holder;
    },
    async setSocket(socket) {
      holder = { ...holder, socket };
      if (await ours()) await writeFile(path, JSON.stringify(holder), { mode: 0o600 });
    },
    async release() {
      if (await ours()) await rm(path, { force: true });
    },
  };
}
