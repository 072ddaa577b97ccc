// Bundles the server's own code into dist/server/main.js (packages stay in node_modules), with the
// migrations and geography files beside it, so production runs plain JavaScript with no loader.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
rmSync('dist/geography', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The bundle finds these next to itself, as the sources do (db/client.ts, db/seed/demo-geography.ts).
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('src/server/db/geography', 'dist/geography', { recursive: true });
