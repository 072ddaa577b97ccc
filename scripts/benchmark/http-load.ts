/**
 * One case over HTTP with autocannon: N connections, each sending its request again as soon as the
 * answer is in, after a short warm-up. Latencies are taken from every 2xx answer at full precision
 * (autocannon's own histogram keeps whole milliseconds); other answers are counted as failed.
 */
import autocannon from 'autocannon';
import type { BenchRequest } from './cases';
import { type Measured, summarize } from './stats';

const headersOf = (request: BenchRequest) =>
  request.address ? { ...request.headers, 'x-forwarded-for': request.address } : request.headers;

async function load(
  baseUrl: string,
  requestFor: (slot: number) => BenchRequest,
  connections: number,
  seconds: number,
  latencies: number[],
): Promise<{ seconds: number; failed: number }> {
  const first = requestFor(0);
  let slot = 0;
  let failed = 0;
  const instance = autocannon({
    url: `${baseUrl}${first.url}`,
    connections,
    duration: seconds,
    method: first.method,
    headers: headersOf(first),
    body: first.body,
    // Each connection gets its own request (sign-in: its own account and address).
    setupClient: (client) => {
      const request = requestFor(slot++);
      client.setHeadersAndBody(headersOf(request), request.body);
    },
  });
  instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
    else failed++;
  });
  const result = await instance;
  // Time-outs are among the errors.
  return { seconds: result.duration, failed: failed + result.errors };
}

export async function measureHttp(
  baseUrl: string,
  requestFor: (slot: number) => BenchRequest,
  connections: number,
  seconds: number,
  warmUpSeconds: number,
): Promise<Measured> {
  if (warmUpSeconds > 0) await load(baseUrl, requestFor, connections, warmUpSeconds, []);
  const latencies: number[] = [];
  const run = await load(baseUrl, requestFor, connections, seconds, latencies);
  return summarize(latencies, run.seconds, run.failed);
}
