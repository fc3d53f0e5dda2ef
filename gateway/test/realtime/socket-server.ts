import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { PortalServer } from '../../src/realtime/channels/socket-types';

export type SocketServer = {
  io: PortalServer;
  /** A new client of the server, on `transport` alone. */
  client(transport?: 'websocket' | 'polling'): ClientSocket;
  /** Closes every client made here, then the server. */
  close(): Promise<void>;
};

/** A bare socket.io server on a free loopback port. */
export async function startSocketServer(): Promise<SocketServer> {
  const http = createServer();
  const io = new Server(http) as PortalServer;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clients: ClientSocket[] = [];
  return {
    io,
    client: (transport = 'websocket') => {
      const client = connect(url, { transports: [transport], forceNew: true });
      clients.push(client);
      return client;
    },
    close: async () => {
      for (const client of clients) client.close();
      await io.close();
    },
  };
}
