// What the build benchmarks share: running a command while sampling the memory of its whole process tree.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

/** Sums the resident memory of a process and all its descendants, from /proc. */
export function treeRss(pid) {
  let total = 0;
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {}
  }
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {}
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/**
 * Runs a command in `cwd`; resolves with its wall time in seconds and, with `sampleMemory`, the peak resident memory
 * of its process tree (sampled every 200 ms), and the end of its output. Rejects with that output when it fails.
 */
export function run(command, args, {cwd, env = process.env, sampleMemory = false} = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const keep = (d) => (output = (output + d).slice(-64000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peak = 0;
    const timer = sampleMemory ? setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200) : null;
    child.on('exit', (code) => {
      if (timer) clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      code === 0 ? resolve({seconds, peak, output}) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const gib = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
