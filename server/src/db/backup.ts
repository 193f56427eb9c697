import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { DataDirInUseError, type DataDirLock, LOCK_FILE, liveHolder, lockDataDir } from './backup-lock.ts';
import { type Database, openDatabase } from './client.ts';

// Backups of the embedded database (docs/backups.md). PGlite runs inside one process, so a copy
// of a running server's files is taken by that server: it listens on a private Unix socket (a
// named pipe on Windows), whose path it writes into DATA_DIR's lock file, and answers `backup`
// with a gzip'd tarball of DATA_DIR dumped by PGlite between two transactions. With no server
// running, `npm run backup` takes the lock and opens the directory itself.

/** The first line of every answer on the backup socket; a JSON line follows, then the bytes. */
const GREETING = 'VELA-BACKUP 1';

export interface BackupService {
  readonly socket: string;
  close(): Promise<void>;
}

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The running server's side: answers backup requests on a socket only this user can reach. */
export async function serveBackups(options: {
  lock: DataDirLock;
  database: Pick<Database, 'dumpDataDir'>;
  log?: Log;
}): Promise<BackupService> {
  const { lock, database, log } = options;
  const dump = () => {
    if (!database.dumpDataDir) throw new Error('this database cannot dump its data directory');
    return database.dumpDataDir();
  };
  // mkdtemp makes the directory 0700: the socket is as private as DATA_DIR itself.
  const folder = process.platform === 'win32' ? undefined : await mkdtemp(join(tmpdir(), 'vela-backup-'));
  const socket = folder ? join(folder, 'backup.sock') : `\\\\.\\pipe\\vela-backup-${randomUUID()}`;
  // One dump at a time: each holds the whole data directory in memory.
  let queue: Promise<unknown> = Promise.resolve();
  const answer = async (connection: Socket) => {
    const started = Date.now();
    try {
      const tarball = await dump();
      connection.write(`${GREETING}\n${JSON.stringify({ ok: true, tarBytes: tarball.size })}\n`);
      await pipeline(Readable.fromWeb(tarball.stream() as never), createGzip(), connection);
      log?.info({ tarBytes: tarball.size, ms: Date.now() - started }, 'backup sent');
    } catch (error) {
      log?.error({ err: error }, 'backup failed');
      if (connection.writable) {
        connection.end(`${GREETING}\n${JSON.stringify({ ok: false, error: String(error) })}\n`);
      }
    }
  };
  const server = createServer((connection) => {
    connection.on('error', () => {});
    connection.once('data', (chunk) => {
      if (chunk.toString('utf8').trim() !== 'backup') {
        connection.end(`${GREETING}\n${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      queue = queue.then(() => answer(connection));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(socket, () => done());
  });
  await lock.setSocket(socket);
  return {
    socket,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await queue;
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Reads one answer of a server's backup socket into `out`: the greeting, the status line, the bytes. */
function requestFromServer(socket: string, out: Writable): Promise<void> {
  return new Promise((done, fail) => {
    const connection = createConnection(socket);
    let head = Buffer.alloc(0);
    let streaming = false;
    connection.once('error', fail);
    connection.once('connect', () => connection.write('backup\n'));
    connection.on('data', (chunk: Buffer) => {
      if (streaming) return;
      head = Buffer.concat([head, chunk]);
      const lines = head.toString('latin1').split('\n');
      if (lines.length < 3) return;
      const [greeting, status = ''] = lines;
      if (greeting !== GREETING) return fail(new Error(`the server's backup socket answered ${greeting}`));
      const parsed = JSON.parse(status) as { ok: boolean; error?: string };
      if (!parsed.ok) return fail(new Error(`the server could not take the backup: ${parsed.error}`));
      streaming = true;
      connection.pause();
      const body = head.subarray(greeting.length + status.length + 2);
      if (body.length > 0) out.write(body);
      pipeline(connection, out).then(done, fail);
    });
    connection.once('end', () => {
      if (!streaming) fail(new Error('the server closed the backup socket without an answer'));
    });
  });
}

export interface BackupResult {
  /** `server`: the running server took it; `direct`: no server ran, this process opened the files. */
  via: 'server' | 'direct';
  file: string;
  bytes: number;
}

/**
 * Backs up `dataDir` into `out` (a gzip'd tar). Written to `out.partial` and renamed at the end, so
 * a failed backup never leaves a file that looks whole.
 */
export async function backupDataDir(dataDir: string, out: string): Promise<BackupResult> {
  const file = resolve(out);
  const from = relative(resolve(dataDir), file);
  if (from === '' || !from.startsWith(`..${sep}`)) {
    throw new Error(`${file} is inside ${dataDir}: write backups outside the data directory`);
  }
  const partial = `${file}.partial`;
  let via: BackupResult['via'];
  try {
    const holder = await liveHolder(dataDir);
    if (holder?.socket) {
      via = 'server';
      await requestFromServer(holder.socket, createWriteStream(partial, { mode: 0o600 }));
    } else if (holder) {
      throw new DataDirInUseError(dataDir, holder);
    } else {
      via = 'direct';
      await stat(join(dataDir, 'PG_VERSION')).catch(() => {
        throw new Error(`${dataDir} holds no embedded database (no PG_VERSION)`);
      });
      const tarball = await withLock(dataDir, 'backup', async () => {
        const database = await openDatabase({ dataDir });
        try {
          if (!database.dumpDataDir) throw new Error('this database cannot dump its data directory');
          return await database.dumpDataDir();
        } finally {
          await database.close();
        }
      });
      await pipeline(
        Readable.fromWeb(tarball.stream() as never),
        createGzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
    }
    await checkComplete(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { via, file, bytes: (await stat(file)).size };
}

async function withLock<T>(dataDir: string, role: 'backup' | 'restore', use: () => Promise<T>): Promise<T> {
  const lock = await lockDataDir(dataDir, role);
  try {
    return await use();
  } finally {
    await lock.release();
  }
}

export interface RestoreResult {
  dataDir: string;
  /** Migrations the restored database has recorded (drizzle.__drizzle_migrations). */
  migrations: number;
}

/**
 * Restores a backup into `into`, which must be absent or empty and not in use. It is unpacked in
 * a sibling directory first, opened to prove it is a database, then renamed into place.
 */
export async function restoreDataDir(backup: string, into: string): Promise<RestoreResult> {
  const target = resolve(into);
  const holder = await liveHolder(target);
  if (holder) throw new DataDirInUseError(target, holder);
  const entries = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new Error(`${target} is not empty: restore into an empty or new directory (--into), or move it aside first`);
  }
  await checkComplete(backup);
  const staging = `${target}.restoring-${randomUUID().slice(0, 8)}`;
  try {
    const tarball = new Blob([await readFile(backup)], { type: 'application/gzip' });
    const client = await PGlite.create(staging, { loadDataDir: tarball });
    let migrations: number;
    try {
      const result = await client.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      migrations = result.rows[0]?.count ?? 0;
    } finally {
      await client.close();
    }
    // The lock of the process the backup was taken from came along in the tarball.
    await rm(join(staging, LOCK_FILE), { force: true });
    await tightenPermissions(staging);
    await rm(target, { recursive: true, force: true }); // absent or empty, checked above
    await rename(staging, target);
    return { dataDir: target, migrations };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** PGlite writes what it unpacks world-readable: the secrets key and identity documents go back to 0600 / 0700. */
async function tightenPermissions(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  await chmod(join(dataDir, 'secrets.key'), 0o600).catch(() => {});
  const walk = async (folder: string): Promise<void> => {
    const children = await readdir(folder, { withFileTypes: true }).catch(() => []);
    await chmod(folder, 0o700).catch(() => {});
    for (const child of children) {
      const path = join(folder, child.name);
      if (child.isDirectory()) await walk(path);
      else await chmod(path, 0o600);
    }
  };
  await walk(join(dataDir, 'kyc'));
}

/** Reads a whole backup through gunzip: a file cut short (a server that died mid-answer) fails here. */
async function checkComplete(file: string): Promise<void> {
  const discard = new Writable({ write: (_chunk, _encoding, next) => next() });
  await pipeline(createReadStream(file), createGunzip(), discard).catch((error: unknown) => {
    throw new Error(`${file} is not a whole backup (a gzip'd tarball): ${String(error)}`);
  });
}
