import net from "node:net";

/**
 * A TCP relay in front of the database that a test can break in the ways networks break:
 * - `stall()`: connections stay open but nothing reaches the database (a host that drops packets); queries in
 *   flight and new connections hang;
 * - `down()`: every connection is cut and nobody listens (the host is gone: connections are refused);
 * - `up()`: back to normal on the same port.
 */
export interface CuttableProxy {
  port: number;
  stall(): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const held: { upstream: net.Socket; data: Buffer }[] = [];
  let stalled = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("data", (data: Buffer) => {
      if (stalled) held.push({ upstream, data });
      else upstream.write(data);
    });
    upstream.on("data", (data: Buffer) => client.write(data));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  };
  let listener: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer(relay);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        listener = server;
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      held.length = 0;
      for (const socket of sockets) socket.destroy();
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = null;
    });
  const port = await listen(0);
  return {
    port,
    stall: async () => {
      stalled = true;
      if (!listener) await listen(port);
    },
    down,
    up: async () => {
      stalled = false;
      for (const { upstream, data } of held.splice(0)) if (!upstream.destroyed) upstream.write(data);
      if (!listener) await listen(port);
    },
    close: down,
  };
}
