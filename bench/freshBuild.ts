// A bench measures the app the tree holds, not whatever dist/ an older checkout left: a dist/ built before the
// studio existed sent bench:studio to "No such room" (issue 25). Rebuilt when any input of the build is newer.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src',
  'modules',
  'machines',
  'protocol',
  'schemas',
  'locales',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Builds dist/ unless its index.html is newer than every input of the build. */
export function ensureFreshBuild() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const changed = Math.max(...INPUTS.map(newestChange));
  if (built > changed) return;
  console.log(built ? 'dist/ is older than the sources: building it again' : 'building dist/');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
}
