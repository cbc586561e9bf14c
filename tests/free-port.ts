// Ports nothing listens on, for tests that start the server as a process (Vitest's and the browser tests'). A random
// pick from 20,000-40,000 once landed on a port a client connection held (that range overlaps the kernel's ephemeral
// ports, 32,768 and up): EADDRINUSE in a CI run.
import net from 'node:net';

function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => resolve(probe));
  });
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A free port as the kernel hands one out. */
export async function freePort(): Promise<number> {
  const probe = (await listenOn(0))!;
  const { port } = probe.address() as net.AddressInfo;
  await close(probe);
  return port;
}

/**
 * The first of `count` consecutive free ports (the fleet takes its balancer's port and the ones after it), below the
 * ephemeral range so that no client connection can take one between the probe and the server's listen.
 */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = 10_000 + Math.floor(Math.random() * 20_000);
    const held: net.Server[] = [];
    for (let port = first; port < first + count; port++) {
      const probe = await listenOn(port);
      if (!probe) break;
      held.push(probe);
    }
    await Promise.all(held.map(close));
    if (held.length === count) return first;
  }
}
