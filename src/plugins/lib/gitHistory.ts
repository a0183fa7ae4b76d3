import {spawnSync} from 'child_process';

/**
 * How much git history `dir` has: `full` (a clone with its whole history), `shallow` (a shallow clone, whose
 * oldest commit would pass for the last change of every file) or `none` (a tarball, or no git installed).
 */
export function gitHistory(dir: string): 'full' | 'shallow' | 'none' {
  const result = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: dir, encoding: 'utf8'});
  if (result.error || result.status !== 0) return 'none';
  return result.stdout.trim() === 'true' ? 'shallow' : 'full';
}
