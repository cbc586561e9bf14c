// A port nothing listens on, as the kernel hands one out, for a test that starts the server as a process (Vitest's and
// the browser tests'). A random pick from 20,000-40,000 once landed on a port a client connection held (that range
// overlaps the kernel's ephemeral ports): EADDRINUSE in a CI run.
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
