/**
 * The operator's listener, apart from the public one: GET /metrics (Prometheus text) and GET
 * /health (readiness with its details). It must never share the public port: behind a reverse
 * proxy every request arrives from loopback, so "loopback only" there would publish it to all.
 */
import http from "node:http";
import type { Registry } from "prom-client";
import type { Readiness } from "../health/readiness";

export type MetricsListener = { port: number; close: () => Promise<void> };

export function startMetricsListener({ host, port, registry, readiness }: { host: string; port: number; registry: Registry; readiness: Readiness }): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      response.end(body);
    };
    const urlPath = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" && request.method !== "HEAD") return answer(405, "text/plain; charset=utf-8", "Only GET.\n");
    if (urlPath === "/health") {
      const details = readiness();
      return answer(details.ready ? 200 : 503, "application/json; charset=utf-8", `${JSON.stringify({ status: details.ready ? "ok" : "unavailable", ...details })}\n`);
    }
    if (urlPath !== "/metrics") return answer(404, "text/plain; charset=utf-8", "Not found: GET /metrics or /health.\n");
    registry.metrics().then(
      (text) => answer(200, registry.contentType, text),
      (error: Error) => answer(500, "text/plain; charset=utf-8", `Metrics failed: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port }, () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
