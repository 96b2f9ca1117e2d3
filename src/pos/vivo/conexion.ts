import { CIERRE_VIVO, RUTA_VIVO, type MensajeVivo, type SaludoVivo } from '../../../common/vivo';

export type Oyente = (mensaje: MensajeVivo) => void;
/** Called after a reconnect: messages may have been missed, so a screen reloads what it shows. */
export type AlReconectar = () => void;

export interface Credenciales {
  userId: number;
  companyId: number;
  token: string;
}

/** Back-off between reconnects: 1 s, 2 s, 4 s … at most 30 s; reset once a socket stays open. */
export const esperaReconexion = (intento: number): number =>
  Math.min(30_000, 1000 * 2 ** Math.min(intento, 5));

const urlVivo = (): string => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${RUTA_VIVO}`;
};

/**
 * One socket per tab, shared by every screen that listens (opened with the first listener, closed with the last).
 * Reconnects when closed abnormally (spec §4) with back-off, then tells every screen to refresh.
 */
export class ConexionVivo {
  private socket: WebSocket | null = null;
  private intento = 0;
  private temporizador: ReturnType<typeof setTimeout> | null = null;
  private yaAbrio = false;
  private readonly oyentes = new Set<Oyente>();
  private readonly reconexiones = new Set<AlReconectar>();

  constructor(
    private readonly credenciales: () => Credenciales | null,
    private readonly url: () => string = urlVivo,
  ) {}

  escuchar(oyente: Oyente, alReconectar: AlReconectar): () => void {
    this.oyentes.add(oyente);
    this.reconexiones.add(alReconectar);
    if (!this.socket && !this.temporizador) this.abrir();
    return () => {
      this.oyentes.delete(oyente);
      this.reconexiones.delete(alReconectar);
      if (this.oyentes.size === 0) this.cerrar();
    };
  }

  private abrir(): void {
    const credenciales = this.credenciales();
    if (!credenciales) return;
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.addEventListener('open', () => {
      const saludo: SaludoVivo = { action: 'sendMessage', ...credenciales };
      socket.send(JSON.stringify(saludo));
      if (this.yaAbrio) for (const fn of this.reconexiones) fn();
      this.yaAbrio = true;
      this.intento = 0;
    });
    socket.addEventListener('message', (evento) => {
      let mensaje: MensajeVivo;
      try {
        mensaje = JSON.parse(String(evento.data)) as MensajeVivo;
      } catch {
        return;
      }
      for (const fn of this.oyentes) fn(mensaje);
    });
    socket.addEventListener('close', (evento) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // 1000: closed by us; 4401: the server refused the token (a new sign-in opens a new connection).
      if (evento.code === 1000 || evento.code === CIERRE_VIVO.noAutenticado || this.oyentes.size === 0)
        return;
      this.temporizador = setTimeout(() => {
        this.temporizador = null;
        this.abrir();
      }, esperaReconexion(this.intento++));
    });
  }

  private cerrar(): void {
    if (this.temporizador) clearTimeout(this.temporizador);
    this.temporizador = null;
    const socket = this.socket;
    this.socket = null;
    this.yaAbrio = false;
    this.intento = 0;
    socket?.close(1000);
  }
}
