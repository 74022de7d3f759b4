import { readdirSync, readFileSync } from 'node:fs';

// Linux reports a process's CPU time in clock ticks of USER_HZ, which is 100 on every platform
// Linux runs on today.
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where there is no
 * /proc (the benchmark then prints no CPU figures).
 */
export const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
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
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) !== rootPid && Number(fields[1]) !== rootPid) continue;
      total += (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
};
