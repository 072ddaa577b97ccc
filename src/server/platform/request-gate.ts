/**
 * First come, first served for the embedded database. PGlite runs one query at a time in this
 * process; when fifty requests interleave their queries, each waits behind everyone's every query,
 * and some wait many seconds while later ones pass. The gate lets a few API requests use the
 * database at once and queues the rest in arrival order, so every request waits about as long as
 * the queue ahead of it and no longer. PostgreSQL runs queries in parallel and needs no gate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export class FifoGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly capacity: number) {}

  async enter(): Promise<void> {
    if (this.running < this.capacity) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Requests waiting for their turn (the metrics' embedded database queue). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Requests using the database now. */
  get active(): number {
    return this.running;
  }

  leave(): void {
    const next = this.waiting.shift();
    // The next request goes on after the event loop has polled the network once more: handing over
    // at once would chain every queued request in one turn, and a client that has just connected
    // would not even be read until the whole queue was done.
    if (next) setImmediate(next);
    else this.running--;
  }
}

const entered = new WeakSet<FastifyRequest>();

export function registerRequestGate(app: FastifyInstance, capacity: number): FifoGate {
  const gate = new FifoGate(capacity);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    await gate.enter();
    entered.add(request);
  });
  const leave = async (request: FastifyRequest) => {
    if (!entered.delete(request)) return;
    gate.leave();
  };
  app.addHook('onResponse', leave);
  // A request whose client went away still gives its place back.
  app.addHook('onRequestAbort', leave);
  return gate;
}
