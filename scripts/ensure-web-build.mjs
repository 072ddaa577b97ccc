// Builds the web app when dist/web is missing (or always with --force), so `npm start` works on a fresh clone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const force = process.argv.includes('--force');
if (force || !existsSync('dist/web/index.html')) {
  console.log('Building the web app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/compress-web.mjs'], { stdio: 'inherit' });
}
