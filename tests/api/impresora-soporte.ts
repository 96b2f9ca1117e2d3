import { createServer, type Server } from 'node:net';

/** A raw TCP printer on 127.0.0.1 (port 9100's protocol): each connection's bytes are one ticket. */
export interface ImpresoraFalsa {
  puerto: number;
  tiquetes: Buffer[];
  /** Waits (bounded) until `n` tickets have arrived complete. */
  esperar(n: number): Promise<void>;
  cerrar(): Promise<void>;
}

export async function impresoraFalsa(): Promise<ImpresoraFalsa> {
  const tiquetes: Buffer[] = [];
  const server: Server = createServer((socket) => {
    const partes: Buffer[] = [];
    socket.on('data', (d) => partes.push(d));
    socket.on('end', () => {
      tiquetes.push(Buffer.concat(partes));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const puerto = (server.address() as { port: number }).port;
  return {
    puerto,
    tiquetes,
    async esperar(n) {
      for (let i = 0; i < 200 && tiquetes.length < n; i++) await new Promise((r) => setTimeout(r, 25));
    },
    cerrar: () => new Promise((r) => server.close(() => r())),
  };
}
