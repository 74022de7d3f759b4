import { spawn } from 'node:child_process';

/** Its name in `ps`, so people (and tests) can tell what this little process is. */
export const WATCHDOG_NAME = 'shop-postgres-watchdog';

export interface PostgresWatchdog {
  /** The shop stops the server itself: the watchdog must not fire afterwards. */
  disarm(): void;
}

/**
 * The database runs in its own session so Ctrl-C reaches only the shop; the flip side is that a
 * shop killed outright (SIGKILL to its process group, as test runners and supervisors do) would
 * leave the server running with nobody to stop it. This watchdog closes that gap: a tiny shell,
 * also in its own session, blocks reading a pipe from the shop. The pipe closes only when the
 * shop process is gone, and the watchdog then asks the server for a fast shutdown (SIGINT).
 * If the watchdog itself is killed too, the next start still finds and stops the leftover server.
 */
export const armPostgresWatchdog = (postgresPid: number): PostgresWatchdog => {
  const child = spawn(
    '/bin/sh',
    ['-c', 'cat >/dev/null; kill -INT "$1" 2>/dev/null', WATCHDOG_NAME, String(postgresPid)],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    },
  );
  // Without /bin/sh there is simply no watchdog; the start-up leftover check remains.
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Neither the process nor its pipe may keep the shop's event loop alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  let armed = true;
  return {
    disarm: () => {
      if (!armed) return;
      armed = false;
      child.kill('SIGKILL');
      child.stdin?.destroy();
    },
  };
};
