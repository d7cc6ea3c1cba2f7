// Issue 12 item 6: the server's resident memory (RSS) over a section, read from /proc: at its
// start, its peak (sampled every 250 ms) and its end.
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 250;

/** The process's RSS in MB, or NaN when /proc cannot tell (another OS, the process gone). */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

/** Starts sampling; stop() answers { startMb, peakMb, endMb }. */
export function watchRss(pid) {
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const timer = setInterval(() => { peakMb = Math.max(peakMb, rssMb(pid)); }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const endMb = rssMb(pid);
      return { startMb, peakMb: Math.max(peakMb, endMb), endMb };
    },
  };
}
