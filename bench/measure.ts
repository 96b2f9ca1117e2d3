import autocannon from 'autocannon';

export interface Measure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

/** One autocannon run against a route of a running server. */
export async function measure(
  base: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measure> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    connections,
    duration: seconds,
  });
  return {
    name: target.name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
