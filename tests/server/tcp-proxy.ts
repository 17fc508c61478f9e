import net from 'node:net';

/**
 * A TCP relay in front of a server that a test can cut, as a database restart or a network failure would:
 * every open connection is dropped and new ones are refused (reset) until it is restored.
 */
export class TcpProxy {
  private readonly open = new Set<net.Socket>();
  private refusing = false;
  private readonly server = net.createServer((inbound) => {
    this.relay(inbound);
  });
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP port');
    this.port = address.port;
    return this;
  }

  private relay(inbound: net.Socket): void {
    if (this.refusing) {
      inbound.resetAndDestroy();
      return;
    }
    const outbound = net.connect(this.targetPort, this.targetHost);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
      this.open.delete(inbound);
      this.open.delete(outbound);
    };
    for (const socket of [inbound, outbound]) {
      this.open.add(socket);
      socket.on('error', close);
      socket.on('close', close);
    }
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  }

  /** Drops every connection and refuses new ones. */
  cut(): void {
    this.refusing = true;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  restore(): void {
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
