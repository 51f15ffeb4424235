import { createServer, Socket, type Server } from "node:net";

export type Relay = {
  port: number;
  /** Drops every connection and refuses new ones, as a database that went away. */
  down: () => void;
  /** Accepts connections again, on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP relay to a server (PostgreSQL) that a test can cut and restore as a restart would: `down`
 * drops every connection and refuses new ones until `up`.
 */
export async function startRelay(host: string, port: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let relayPort = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => undefined);
        }
        upstream.connect(port, host);
        client.pipe(upstream).pipe(client);
      });
      server.listen(relayPort, "127.0.0.1", () => {
        relayPort = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const down = () => {
    server?.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: relayPort,
    down,
    up: listen,
    close: async () => down(),
  };
}
