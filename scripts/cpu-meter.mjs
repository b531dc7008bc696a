import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU seconds used by this process and every process below it (chromium's browser, zygotes,
 * renderers), from /proc: chromium's renderers are not reaped into our own rusage. Sampled before
 * processes end; null where /proc is missing.
 */
export function cpuMeter() {
  const ticks = new Map();
  const TICKS_PER_SECOND = 100;
  const sample = async () => {
    try {
      const stats = new Map();
      for (const name of await readdir('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        const text = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
        if (!text) continue;
        // stat(5): after "pid (comm) " come state, ppid, …; utime and stime are fields 14 and 15.
        const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
        stats.set(Number(name), {
          ppid: Number(fields[1]),
          cpu: Number(fields[11]) + Number(fields[12]),
        });
      }
      const ours = new Set([process.pid]);
      for (let grew = true; grew;) {
        grew = false;
        for (const [pid, { ppid }] of stats) {
          if (!ours.has(pid) && ours.has(ppid)) {
            ours.add(pid);
            grew = true;
          }
        }
      }
      for (const pid of ours) ticks.set(pid, Math.max(ticks.get(pid) ?? 0, stats.get(pid).cpu));
      return true;
    } catch {
      return false;
    }
  };
  return {
    sample,
    async seconds() {
      if (!(await sample())) return null;
      return [...ticks.values()].reduce((sum, t) => sum + t, 0) / TICKS_PER_SECOND;
    },
  };
}
