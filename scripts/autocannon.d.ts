/** The part of autocannon 8's API that scripts/bench-api.ts uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = { average: number; total: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    /** Per-request hooks; setupRequest may change each request (a new body). */
    requests?: Array<{ setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
