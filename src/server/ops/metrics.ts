/**
 * Prometheus metrics at /metrics (METRICS=on; off by default), in the text exposition format:
 * requests by route, method and status; request duration histograms by route; the PostgreSQL
 * pool's connections and waiting requests, or the embedded database's queue; whether the database
 * answers; the process's memory. Written here in a few lines rather than with prom-client, which
 * the project does not carry (docs/decisions.md).
 */
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../common/permissions';
import type { Database } from '../db/client';
import type { FifoGate } from '../platform/request-gate';

/** Seconds: from a fast cached read to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([key, value]) => `${key}="${escapeLabel(value)}"`)
    .join(',')}}`;

export interface Gauge {
  name: string;
  help: string;
  value: number;
  labels?: Record<string, string>;
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly durations = new Map<string, Histogram>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const counter = `${method}\u0000${route}\u0000${status}`;
    this.requests.set(counter, (this.requests.get(counter) ?? 0) + 1);
    const key = `${method}\u0000${route}`;
    let histogram = this.durations.get(key);
    if (!histogram) {
      histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.durations.set(key, histogram);
    }
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) histogram.counts[i]++;
    histogram.sum += seconds;
    histogram.count++;
  }

  render(gauges: Gauge[]): string {
    const lines: string[] = [];
    lines.push('# HELP karjaloy_http_requests_total HTTP requests answered, by route, method and status.');
    lines.push('# TYPE karjaloy_http_requests_total counter');
    for (const [key, value] of this.requests) {
      const [method, route, status] = key.split('\u0000');
      lines.push(`karjaloy_http_requests_total${labels({ method, route, status })} ${value}`);
    }
    lines.push(
      '# HELP karjaloy_http_request_duration_seconds Time to answer an HTTP request, by route and method.',
    );
    lines.push('# TYPE karjaloy_http_request_duration_seconds histogram');
    for (const [key, histogram] of this.durations) {
      const [method, route] = key.split('\u0000');
      BUCKETS.forEach((bound, i) => {
        lines.push(
          `karjaloy_http_request_duration_seconds_bucket${labels({ method, route, le: String(bound) })} ${histogram.counts[i]}`,
        );
      });
      lines.push(
        `karjaloy_http_request_duration_seconds_bucket${labels({ method, route, le: '+Inf' })} ${histogram.count}`,
      );
      lines.push(`karjaloy_http_request_duration_seconds_sum${labels({ method, route })} ${histogram.sum}`);
      lines.push(
        `karjaloy_http_request_duration_seconds_count${labels({ method, route })} ${histogram.count}`,
      );
    }
    const named = new Set<string>();
    for (const gauge of gauges) {
      if (!named.has(gauge.name)) {
        named.add(gauge.name);
        lines.push(`# HELP ${gauge.name} ${gauge.help}`);
        lines.push(`# TYPE ${gauge.name} gauge`);
      }
      lines.push(`${gauge.name}${gauge.labels ? labels(gauge.labels) : ''} ${gauge.value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

export function registerMetrics(app: FastifyInstance, database: Database, gate: FifoGate | undefined): void {
  const metrics = new Metrics();
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/support/tickets/:id), so ids do not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { access: PUBLIC }, schema: { hide: true } }, async (_request, reply) => {
    const memory = process.memoryUsage();
    const gauges: Gauge[] = [
      {
        name: 'karjaloy_database_up',
        help: 'Whether the database answers (0 during an outage).',
        value: app.databaseWatch.away ? 0 : 1,
      },
      { name: 'process_resident_memory_bytes', help: 'Resident memory of the process.', value: memory.rss },
      { name: 'nodejs_heap_used_bytes', help: 'V8 heap in use.', value: memory.heapUsed },
      { name: 'process_uptime_seconds', help: 'Seconds since the process started.', value: process.uptime() },
    ];
    const pool = database.poolState?.();
    if (pool) {
      const help = 'PostgreSQL pool connections by state.';
      gauges.push(
        {
          name: 'karjaloy_db_pool_connections',
          help,
          value: pool.total - pool.idle,
          labels: { state: 'active' },
        },
        { name: 'karjaloy_db_pool_connections', help, value: pool.idle, labels: { state: 'idle' } },
        {
          name: 'karjaloy_db_pool_waiting',
          help: 'Queries waiting for a pool connection.',
          value: pool.waiting,
        },
      );
    }
    if (gate) {
      gauges.push(
        {
          name: 'karjaloy_db_queue_length',
          help: 'Requests waiting for the embedded database.',
          value: gate.queued,
        },
        {
          name: 'karjaloy_db_queue_active',
          help: 'Requests using the embedded database now.',
          value: gate.active,
        },
      );
    }
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .send(metrics.render(gauges));
  });
}
