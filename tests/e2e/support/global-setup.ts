/** Starts the built application once for all journeys (support/server.ts) and checks Chromium. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: its SMS file (no gateway is configured) is read from there. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium fonts-noto-core`,
    );
  }
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js'))
    throw new Error('The app is not built: run `npm run build` first.');
  // The journeys run what `npm start` runs: the built server.
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
