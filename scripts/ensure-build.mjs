// Builds what `npm start` runs when it is missing or older than its sources (or always with
// --force): the web app into dist/web and the server into dist/server, so a fresh clone starts on
// built JavaScript and an edited checkout never runs stale code.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const force = process.argv.includes('--force');

/** The newest modification time of the files under `paths` (0 when none exist). */
function newest(...paths) {
  let latest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (script, args = []) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

const shared = ['src/common', 'package-lock.json'];
if (force || builtAt('dist/web/index.html') < newest('src/web', 'vite.config.ts', ...shared)) {
  console.log('Building the web app…');
  run('node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
  run('scripts/compress-web.mjs');
}
if (force || builtAt('dist/server/main.js') < newest('src/server', ...shared)) {
  console.log('Building the server…');
  run('scripts/build-server.mjs');
}
