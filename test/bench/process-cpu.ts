import { readFileSync } from 'node:fs';

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
