import net from "node:net";

/**
 * Fails fast, before the database is opened or created, when the port is
 * taken: otherwise a first start on a busy port would make a database (and
 * the demo its accounts) and only then fail to listen.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} on ${host} is already in use: stop the other server, or set PORT to a free port.`) : error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
