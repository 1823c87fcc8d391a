/**
 * Whether the ports the server will listen on are free, asked before anything slow (the first
 * build takes minutes): a port another program holds is named with the setting that changes it,
 * in one line, instead of a bare EADDRINUSE after the build. The metrics listener's default port
 * (9464, Prometheus' usual one for Node) may be taken on a machine that runs other exporters: when
 * METRICS_PORT was not set, the server starts without that listener and says so; when it was set,
 * the operator asked for that port, and the server stops with the message.
 */
import net from "node:net";
import { ConfigError, type ServerConfig } from "./config";

/** Whether `host:port` can be listened on now (port 0 always can). */
export function isPortFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export const portTakenMessage = (setting: "PORT" | "METRICS_PORT", host: string, port: number) =>
  setting === "PORT"
    ? `Port ${port} on ${host} is in use by another program: set PORT to a free port (PORT=8010 npm start), or stop that program.`
    : `Port ${port} on ${host} (the metrics listener) is in use by another program: set METRICS_PORT to a free port, or METRICS_PORT=off to run without it.`;

export const metricsSkippedMessage = (host: string, port: number) =>
  `Port ${port} on ${host}, the metrics listener's default, is in use by another program: starting without /metrics (set METRICS_PORT to a free port to have it).`;

/**
 * `config` as it can start: throws a ConfigError naming the setting when PORT, or a METRICS_PORT the
 * operator set, is taken; with the default metrics port taken, the metrics listener is off and
 * `note` says so.
 */
export async function checkPorts(config: ServerConfig): Promise<{ config: ServerConfig; note?: string }> {
  if (!(await isPortFree(config.host, config.port))) throw new ConfigError(portTakenMessage("PORT", config.host, config.port));
  const { host, port, portSet } = config.metrics;
  if (port === null || (await isPortFree(host, port))) return { config };
  if (portSet) throw new ConfigError(portTakenMessage("METRICS_PORT", host, port));
  return { config: { ...config, metrics: { ...config.metrics, port: null } }, note: metricsSkippedMessage(host, port) };
}
