/** What one measurement yields, for an HTTP case and for its SQL floor alike. */
export interface Measured {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p975: number;
  p99: number;
  /** Requests (or statement sequences) completed with success. */
  completed: number;
  /** Requests answered with a status other than 2xx, or lost to a connection error or time-out. */
  failed: number;
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];

export function summarize(latencies: number[], seconds: number, failed: number): Measured {
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(values, 0.5),
    p975: percentile(values, 0.975),
    p99: percentile(values, 0.99),
    completed: latencies.length,
    failed,
  };
}
