// Adds lock-file entries for platform-specific optional packages that the registry mirror we install from does not
// carry (e.g. @swc/html's macOS and Windows builds). `npm install` leaves them out of package-lock.json, and
// `npm ci` then rejects the lock file as out of sync. Each entry names its os and cpu, so npm skips it on other
// platforms and fetches it by name and version on its own. Run after changing dependencies:
//   node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = new Set(['darwin', 'linux', 'win32', 'freebsd', 'android']);
const CPU = new Set(['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64']);

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.has(p));
    const cpu = parts.find((p) => CPU.has(p));
    if (!os || !cpu) continue; // not a platform build: leave it to npm
    const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
    lock.packages[`node_modules/${name}`] = {version, optional: true, os: [os], cpu: [cpu], ...(libc ? {libc} : {})};
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform package(s) added`);
