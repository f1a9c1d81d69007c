/**
 * CPU time of this process, of the server's process tree (wrangler's Node and the workerd
 * processes under it), and of the whole machine, read from /proc: where the time of a busy
 * phase goes, and how much other work on the machine took. Elsewhere than Linux only this
 * process's share is known (the others are null).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc times; 100 on Linux unless the kernel says otherwise. */
const TICKS = 100;

export interface CpuReading {
  /** Seconds of CPU since this process started. */
  readonly client: number;
  /** Seconds of CPU of each live process of the server's tree, by pid. */
  readonly server: ReadonlyMap<number, number> | null;
  /** Seconds of busy CPU of the whole machine (all CPUs) since boot. */
  readonly machine: number | null;
}

const statOf = (pid: string): { ppid: number; seconds: number } | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null;
  }
};

const treeOf = (root: number): Map<number, number> | null => {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<number, { ppid: number; seconds: number }>();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat) stats.set(Number(pid), stat);
  }
  if (!stats.has(root)) return null;
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = new Map<number, number>();
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    tree.set(pid, stats.get(pid)?.seconds ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
};

/** user + nice + system + irq + softirq + steal over all CPUs, from the first line of /proc/stat. */
const machineBusy = (): number | null => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / TICKS;
  } catch {
    return null;
  }
};

export const readCpu = (serverPid: number | undefined): CpuReading => {
  const usage = process.cpuUsage();
  return {
    client: (usage.user + usage.system) / 1e6,
    server: serverPid === undefined ? null : treeOf(serverPid),
    machine: machineBusy(),
  };
};

export interface CpuSpent {
  readonly clientSeconds: number;
  /** Null where unknown. */
  readonly serverSeconds: number | null;
  /** Busy CPU of everything else on the machine (other people's work), null where unknown. */
  readonly otherSeconds: number | null;
}

/**
 * CPU spent between two readings. A server process that appears in between (wrangler
 * restarts workerd when it reloads) counts from zero; one that ended counts to its last reading.
 */
export const cpuSince = (before: CpuReading, after: CpuReading): CpuSpent => {
  let server: number | null = null;
  if (before.server && after.server) {
    server = 0;
    for (const [pid, seconds] of after.server) server += Math.max(0, seconds - (before.server.get(pid) ?? 0));
  }
  const client = after.client - before.client;
  const machine = before.machine === null || after.machine === null ? null : after.machine - before.machine;
  return {
    clientSeconds: client,
    serverSeconds: server,
    otherSeconds: machine === null || server === null ? null : Math.max(0, machine - server - client),
  };
};
