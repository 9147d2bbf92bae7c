import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster on loopback for the data-layer tests. */
export interface PgCluster {
  url: (db: string) => string;
  stop(): void;
}

function findBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(base, v, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Whether this machine can start a throwaway cluster (Debian's postgresql package). */
export const postgresInstalled = () => findBin() !== null;

export async function startPostgres(): Promise<PgCluster | null> {
  const bin = findBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: hand the cluster to the postgres user.
  const run = (cmd: string, args: string[]) => {
    if (asRoot) {
      const quoted = [join(bin, cmd), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
    } else {
      execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
    }
  };
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    '-l',
    join(dir, 'log'),
    'start',
  ]);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop() {
      const r = asRoot
        ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `${join(bin, 'pg_ctl')} -D ${data} -m immediate stop`], { stdio: 'pipe' })
        : spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'pipe' });
      if (r.status !== 0) console.warn('pg_ctl stop failed', r.stderr?.toString());
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
