/**
 * A TCP port free on 127.0.0.1 right now, for servers that cannot be told to pick one themselves
 * and report it (Varnish, Caddy): the system picks it for a moment's listener, which is closed.
 */
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
