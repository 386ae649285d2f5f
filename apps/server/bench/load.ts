import http from 'node:http';
import autocannon, { type RequestSpec } from 'autocannon';

/** What a browser sends with every call that matters to the answer: compression. */
export const BROWSER_HEADERS = {
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export interface LoadResult {
  /** Completed requests per second. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  /** A fixed rate of requests per second over all connections (writes); as fast as possible without. */
  overallRate?: number;
  requests?: RequestSpec[];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ headers: BROWSER_HEADERS, timeout: 10, ...options });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer;
}

/** One GET, the answer's bytes untouched (fetch would decompress them). */
export function fetchRaw(url: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A distinct client address for the n-th request (the server trusts X-Forwarded-For in the benchmark). */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
