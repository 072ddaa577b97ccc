/** /metrics: off by default; when on, request counts and latency histograms by route pattern, and the database's queue or pool. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let withMetrics: TestApp;
let without: TestApp;

beforeAll(async () => {
  [withMetrics, without] = await Promise.all([createTestApp({ metricsEnabled: true }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([withMetrics.close(), without.close()]);
});

describe('metrics', () => {
  it('is off unless switched on', async () => {
    expect((await without.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, with duration histograms and the database gauges', async () => {
    await withMetrics.app.inject({ method: 'GET', url: '/api/health' });
    await withMetrics.app.inject({ method: 'GET', url: '/api/support/tickets/12' });
    const response = await withMetrics.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('karjaloy_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toContain(
      'karjaloy_http_requests_total{method="GET",route="/api/support/tickets/:id",status="401"} 1',
    );
    expect(text).toMatch(
      /karjaloy_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",le="\+Inf"\} 1/,
    );
    expect(text).toContain(
      'karjaloy_http_request_duration_seconds_count{method="GET",route="/api/health"} 1',
    );
    expect(text).toContain('karjaloy_database_up 1');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(
      withMetrics.database.kind === 'pglite'
        ? /karjaloy_db_queue_length \d+/
        : /karjaloy_db_pool_connections\{state="idle"\} \d+/,
    );
  });
});
