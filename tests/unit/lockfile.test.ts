import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import path from 'path';

test('every package the lock file fetches from the registry carries its integrity hash, which npm ci verifies', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package-lock.json'), 'utf8'));
  const packages = Object.entries<{link?: boolean; integrity?: string; resolved?: string}>(lock.packages).filter(([location, entry]) => location !== '' && !entry.link);
  assert.ok(packages.length > 100);
  const without = packages.filter(([, entry]) => !/^sha512-/.test(entry.integrity ?? '')).map(([location]) => location);
  assert.deepEqual(without, []);
});
