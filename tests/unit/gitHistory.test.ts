import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gitHistory} from '../../src/plugins/lib/gitHistory';

// "Last updated" dates come from git only with the whole history: a tarball or a shallow clone would date every
// page wrongly (docusaurus.config.ts turns the dates off then).

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {cwd, stdio: 'pipe'});

test('a folder without git, a full clone and a shallow clone are told apart', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  try {
    const tarball = path.join(dir, 'tarball');
    fs.mkdirSync(tarball);
    assert.equal(gitHistory(tarball), 'none');

    const repo = path.join(dir, 'repo');
    fs.mkdirSync(repo);
    git(repo, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(repo, 'page.md'), `version ${n}\n`);
      git(repo, 'add', 'page.md');
      git(repo, 'commit', '-q', '-m', `v${n}`);
    }
    assert.equal(gitHistory(repo), 'full');

    const shallow = path.join(dir, 'shallow');
    git(dir, 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    assert.equal(gitHistory(shallow), 'shallow');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
