import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

/** A file of the archive: its name and its bytes, produced piece by piece. */
export interface EntradaZip {
  nombre: string;
  datos: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const LIMITE = 0xffffffff;

/** MS-DOS time and date of `d` (the zip format's), in UTC. */
function fechaDos(d: Date): { hora: number; fecha: number } {
  return {
    hora: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    fecha: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * A zip archive written as it goes (PKWARE APPNOTE: deflate, sizes and CRC in a data descriptor after each file's
 * data, UTF-8 names), so that only the piece being compressed is in memory, whatever the files' sizes: consumed as
 * a stream (`Readable.from`), it is produced only as fast as it is read. No ZIP64: an archive over 4 GB is refused.
 */
export async function* zipEnFlujo(entradas: Iterable<EntradaZip>): AsyncGenerator<Buffer> {
  const { hora, fecha } = fechaDos(new Date());
  const central: Buffer[] = [];
  let posicion = 0;
  let cantidad = 0;
  for (const entrada of entradas) {
    const nombre = Buffer.from(entrada.nombre, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0808, 6); // bit 3: sizes in the data descriptor; bit 11: UTF-8 name
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(hora, 10);
    local.writeUInt16LE(fecha, 12);
    local.writeUInt16LE(nombre.length, 26);
    const inicio = posicion;
    yield Buffer.concat([local, nombre]);
    posicion += local.length + nombre.length;

    let crc = 0;
    let tamano = 0;
    let comprimido = 0;
    const deflate = createDeflateRaw({ level: 1 });
    const alimentar = (async () => {
      try {
        for await (const pieza of entrada.datos) {
          const bytes = typeof pieza === 'string' ? Buffer.from(pieza, 'utf8') : pieza;
          crc = crc32(bytes, crc);
          tamano += bytes.length;
          if (!deflate.write(bytes)) await once(deflate, 'drain');
        }
        deflate.end();
      } catch (error) {
        deflate.destroy(error as Error);
      }
    })();
    try {
      for await (const pieza of deflate as AsyncIterable<Buffer>) {
        comprimido += pieza.length;
        yield pieza;
      }
    } finally {
      // Abandoned by its reader (a download cut short): the file's source is stopped too (its cursor closed).
      if (!deflate.writableFinished) deflate.destroy(new Error('Archivo zip abandonado'));
    }
    await alimentar;
    if (tamano > LIMITE || comprimido > LIMITE || posicion + comprimido > LIMITE)
      throw new Error('El archivo supera 4 GB: el formato zip sin ZIP64 no lo admite');
    posicion += comprimido;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(comprimido, 8);
    descriptor.writeUInt32LE(tamano, 12);
    yield descriptor;
    posicion += descriptor.length;

    const cabecera = Buffer.alloc(46);
    cabecera.writeUInt32LE(0x02014b50, 0);
    cabecera.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    cabecera.writeUInt16LE(20, 6);
    cabecera.writeUInt16LE(0x0808, 8);
    cabecera.writeUInt16LE(8, 10);
    cabecera.writeUInt16LE(hora, 12);
    cabecera.writeUInt16LE(fecha, 14);
    cabecera.writeUInt32LE(crc >>> 0, 16);
    cabecera.writeUInt32LE(comprimido, 20);
    cabecera.writeUInt32LE(tamano, 24);
    cabecera.writeUInt16LE(nombre.length, 28);
    cabecera.writeUInt32LE(inicio, 42);
    central.push(cabecera, nombre);
    cantidad++;
  }
  const directorio = Buffer.concat(central);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(cantidad, 8);
  fin.writeUInt16LE(cantidad, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(posicion, 16);
  yield Buffer.concat([directorio, fin]);
}
