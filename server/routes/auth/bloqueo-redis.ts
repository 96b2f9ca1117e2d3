import type { Redis } from 'ioredis';
import { OLVIDO_MS, type AlmacenBloqueo, type RachaFallos } from './bloqueo';

/**
 * The runs of failures in Redis, shared by every instance: one hash per account (`fallos`, `ultimo`) that expires a
 * day after its last failure. A failure is one MULTI (HINCRBY, HSET, PEXPIRE): atomic, so failures spread over
 * instances at the same moment are all counted.
 */
export class BloqueoEnRedis implements AlmacenBloqueo {
  constructor(
    private readonly redis: Redis,
    private readonly prefijo: string,
  ) {}

  private clave(email: string) {
    return `${this.prefijo}bloqueo:${email}`;
  }

  async leer(email: string): Promise<RachaFallos | null> {
    const [fallos, ultimo] = await this.redis.hmget(this.clave(email), 'fallos', 'ultimo');
    return fallos && ultimo ? { fallos: Number(fallos), ultimo: Number(ultimo) } : null;
  }

  async sumar(email: string, ahora: number): Promise<number> {
    const clave = this.clave(email);
    const respuestas = await this.redis
      .multi()
      .hincrby(clave, 'fallos', 1)
      .hset(clave, 'ultimo', ahora)
      .pexpire(clave, OLVIDO_MS)
      .exec();
    const error = respuestas?.find(([e]) => e)?.[0];
    if (!respuestas || error) throw error ?? new Error('Redis descartó la transacción');
    return Number(respuestas[0][1]);
  }

  async borrar(email: string): Promise<void> {
    await this.redis.del(this.clave(email));
  }
}
