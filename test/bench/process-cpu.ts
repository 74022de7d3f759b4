import { readdirSync, readFileSync } from 'node:fs';

// Linux reports a process's CPU time in clock ticks of USER_HZ, which is 100 on every platform
// Linux runs on today.
const MS_PER_TICK = 10;

/** A process's /proc stat fields after its name: the name may hold spaces and parentheses. */
const statFields = (pid: number | string): string[] => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** utime + stime (fields 14 and 15 of stat, 11 and 12 after the name), in ms. */
const cpuMsOf = (fields: readonly string[]): number => (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where there is no
 * /proc (the benchmark then prints no CPU figures).
 */
export const processCpuMs = (pid: number): number | null => {
  try {
    const ms = cpuMsOf(statFields(pid));
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
};

/**
 * CPU time (ms) of a process and its direct children so far: PostgreSQL's postmaster and the
 * backends, WAL writer and checkpointer it started. Children that exited are not counted, so take
 * both readings while the same connections are open. Null where there is no /proc.
 */
export const processTreeCpuMs = (rootPid: number): number | null => {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(entry);
      // Field 4 of stat (1 after the name) is the parent's pid.
      if (Number(entry) !== rootPid && Number(fields[1]) !== rootPid) continue;
      total += cpuMsOf(fields);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
};
