/** The web app is served compressed when the browser accepts it, with caching that suits each file. */

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let webDir: string;
const script = 'console.log("কার্যালয়");'.repeat(50);
const preload = 'document.head.dataset.preloaded = "yes";';

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'karjaloy-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><head><script>${preload}</script><script type="module" src="./assets/main-abc123.js"></script><title>কার্যালয়</title>`,
  );
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('sends the brotli file to a browser that accepts it, and lets it keep hashed assets for good', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('makes the browser ask for index.html again, so a new release is picked up', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('কার্যালয়');
  });

  it("lets index.html's own inline script run, and no other inline script", async () => {
    const response = await t.app.inject({ url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(preload).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
