/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Client {
    setHeadersAndBody(headers: Record<string, string>, body?: string): void;
  }

  export interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Called once for every connection before its first request. */
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    /** Seconds the run actually took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** The running benchmark: awaited for its result, and told of every response as it comes. */
  export interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, milliseconds: number) => void,
    ): Instance;
  }

  export default function autocannon(options: Options): Instance;
}
