/** Timing of one request shape: warm-up runs first (plans and caches), then N timed runs. */
import type { FastifyInstance } from 'fastify';

export interface Timing {
  name: string;
  median: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];

export async function measure(
  app: FastifyInstance,
  name: string,
  request: { url: string; token: string | null },
  runs: number,
  warmUp: number,
): Promise<Timing> {
  const headers = request.token ? { authorization: `Bearer ${request.token}` } : {};
  const times: number[] = [];
  for (let index = 0; index < warmUp + runs; index++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: request.url, headers });
    const elapsed = performance.now() - started;
    // A fast error page would look like a fast endpoint; stop instead.
    if (response.statusCode !== 200)
      throw new Error(
        `${name}: ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
      );
    if (index >= warmUp) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] };
}

/** A Markdown table, so the output can go into docs/performance.md as it is. */
export function timingTable(timings: Timing[]): string {
  const ms = (value: number) => value.toFixed(1);
  const width = Math.max(...timings.map((timing) => timing.name.length), 'request'.length);
  const lines = [
    `| ${'request'.padEnd(width)} | median ms | p95 ms | max ms |`,
    `|${'-'.repeat(width + 2)}|----------:|-------:|-------:|`,
    ...timings.map(
      (timing) =>
        `| ${timing.name.padEnd(width)} | ${ms(timing.median).padStart(9)} | ${ms(timing.p95).padStart(6)} | ${ms(timing.max).padStart(6)} |`,
    ),
  ];
  return lines.join('\n');
}
