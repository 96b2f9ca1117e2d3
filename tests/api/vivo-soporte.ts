import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { RUTA_VIVO, type MensajeVivo } from '../../common/vivo';

/** The address of a listening app's `/ws`. */
export function urlVivo(app: { server: { address(): AddressInfo | string | null } }): string {
  const direccion = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${direccion.port}${RUTA_VIVO}`;
}

/** A client of the live connection that records every message and the close. */
export class ClienteVivo {
  readonly mensajes: MensajeVivo[] = [];
  readonly cierre: Promise<{ code: number; reason: string }>;
  private esperas: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (datos) => {
      this.mensajes.push(JSON.parse(String(datos)) as MensajeVivo);
      this.esperas.forEach((fn) => fn());
    });
    this.cierre = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        this.esperas.forEach((fn) => fn());
      }),
    );
  }

  static async abrir(url: string, opciones: WebSocket.ClientOptions = {}): Promise<ClienteVivo> {
    const socket = new WebSocket(url, opciones);
    const cliente = new ClienteVivo(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return cliente;
  }

  /** Opens, greets as the spec says, and waits for the server's answer. */
  static async conectado(
    url: string,
    saludo: { token: string; userId?: number; companyId?: number },
    opciones: WebSocket.ClientOptions = {},
  ): Promise<ClienteVivo> {
    const cliente = await ClienteVivo.abrir(url, opciones);
    cliente.saludar(saludo);
    await cliente.hasta((m) => m.action === 'sendMessage');
    return cliente;
  }

  saludar({ token, userId = 1, companyId = 1 }: { token: string; userId?: number; companyId?: number }) {
    this.socket.send(JSON.stringify({ action: 'sendMessage', userId, companyId, token }));
  }

  /**
   * Waits until a message from index `desde` on satisfies `condicion` (the socket closing first fails) and answers
   * every message from `desde` up to and including it.
   */
  async hasta(condicion: (m: MensajeVivo) => boolean, desde = 0, ms = 10_000): Promise<MensajeVivo[]> {
    const buscar = () => {
      const i = this.mensajes.findIndex((m, n) => n >= desde && condicion(m));
      return i < 0 ? null : this.mensajes.slice(desde, i + 1);
    };
    return new Promise((resolve, reject) => {
      const revisar = () => {
        const hallados = buscar();
        if (hallados) return terminar(() => resolve(hallados));
        if (this.socket.readyState === WebSocket.CLOSED)
          terminar(() => reject(new Error(`socket cerrado; mensajes: ${JSON.stringify(this.mensajes)}`)));
      };
      const plazo = setTimeout(
        () => terminar(() => reject(new Error(`sin mensaje; recibidos: ${JSON.stringify(this.mensajes)}`))),
        ms,
      );
      const terminar = (fn: () => void) => {
        clearTimeout(plazo);
        this.esperas = this.esperas.filter((f) => f !== revisar);
        fn();
      };
      this.esperas.push(revisar);
      revisar();
    });
  }

  cerrar() {
    this.socket.close(1000);
  }
}
