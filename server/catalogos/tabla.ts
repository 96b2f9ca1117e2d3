import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { camposAlmacenados, type Campo, type Catalogo } from '../../common/catalogo';
import { empresas } from '../db/schema/cuentas';
import { dineroColumn } from '../db/schema/dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from '../db/schema/tenant';
import { plegadoGenerado } from '../db/plegado';

/** A catalogue's table as the generator builds it: its columns by name (the declaration's fields and ours). */
export type TablaCatalogo = PgTable &
  Record<string, AnyPgColumn> & { empresa_id: AnyPgColumn; id: AnyPgColumn };

/** The tables a reference may point at, by catalogue name (`sedes`, or another catalogue's `recurso`). */
export type TablasReferidas = () => Record<string, PgTable & { empresa_id?: AnyPgColumn; id: AnyPgColumn }>;

/** The column a declared field is stored in. */
function columna(nombre: string, campo: Campo): PgColumnBuilderBase {
  switch (campo.tipo) {
    case 'texto':
      return campo.requerido
        ? varchar(nombre, { length: campo.max }).notNull()
        : varchar(nombre, { length: campo.max });
    case 'decimal': {
      const digitos = String(Math.trunc(Math.max(Math.abs(campo.min), Math.abs(campo.max)))).length;
      const c = numeric(nombre, { precision: digitos + campo.escala, scale: campo.escala });
      return campo.requerido ? c.notNull() : c;
    }
    case 'dinero':
      return campo.requerido ? dineroColumn(nombre).notNull() : dineroColumn(nombre);
    case 'entero':
      if (campo.alFinal) return integer(nombre).notNull().default(0);
      if (campo.defecto !== undefined) return integer(nombre).notNull().default(campo.defecto);
      return campo.requerido ? integer(nombre).notNull() : integer(nombre);
    case 'imagen':
      // The stored file's path under the uploads folder (`categorias/3f2a….png`).
      return varchar(nombre, { length: 200 });
    case 'booleano':
      return boolean(nombre).notNull().default(campo.defecto);
    case 'opcion': {
      const largo = Math.max(...campo.opciones.map((o) => o.valor.length));
      const c = varchar(nombre, { length: largo });
      return campo.defecto !== undefined
        ? c.notNull().default(campo.defecto)
        : campo.requerido
          ? c.notNull()
          : c;
    }
    case 'referencia':
      // Global lists' ids are integers (their official codes); company rows' are bigint.
      return campo.global ? integer(nombre) : bigint(nombre, { mode: 'number' });
  }
}

/** The folded copy of a text field (sorting and search ignore case and accents): `<campo>_plegado`. */
export const columnaPlegada = (campo: string) => `${campo}_plegado`;

/** Text fields the list sorts or searches by: each gets a folded generated column. */
export const camposPlegados = (c: Catalogo) => [...new Set([c.lista.orden, ...c.lista.busqueda])];

/**
 * The Drizzle table of a catalogue: `empresa_id` leading the primary key, every unique key and every foreign key
 * (as every company table), the declared fields, a folded column per sorted or searched text, timestamps, a
 * case-insensitive unique index per `unico` field, and the company policy. Its migration is generated from it
 * (`npm run db:generate`); company tables also need `FORCE ROW LEVEL SECURITY` added by hand to that migration.
 */
export function tablaCatalogo(c: Catalogo, referidas: TablasReferidas): TablaCatalogo {
  const columnas: Record<string, PgColumnBuilderBase> = {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
  };
  for (const [nombre, campo] of camposAlmacenados(c)) columnas[nombre] = columna(nombre, campo);
  for (const campo of camposPlegados(c)) {
    const max = (c.campos[campo] as { max: number }).max;
    columnas[columnaPlegada(campo)] = varchar(columnaPlegada(campo), { length: max }).generatedAlwaysAs(
      plegadoGenerado(campo),
    );
  }
  columnas.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columnas.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

  return pgTable(c.tabla, columnas, (t) => {
    const col = t as unknown as Record<string, AnyPgColumn>;
    const extras = [primaryKey({ columns: [col.empresa_id, col.id] })];
    for (const [nombre, campo] of camposAlmacenados(c)) {
      if (campo.tipo === 'texto' && campo.unico)
        extras.push(
          uniqueIndex(`${c.tabla}_${nombre}_uq`).on(
            col.empresa_id,
            ...(campo.unicoCon ?? []).map((k) => col[k]),
            sql`lower(${col[nombre]})`,
          ) as never,
        );
      if (campo.tipo === 'referencia') {
        // A reference to its own catalogue (a tree) points at this very table.
        const destino = campo.catalogo === c.recurso ? col : referidas()[campo.catalogo];
        if (!destino) throw new Error(`${c.recurso}.${nombre}: no hay tabla para ${campo.catalogo}`);
        // A global list has no company: its id alone.
        const claves = campo.global
          ? { columns: [col[nombre]], foreignColumns: [destino.id] }
          : { columns: [col.empresa_id, col[nombre]], foreignColumns: [destino.empresa_id!, destino.id] };
        extras.push(
          foreignKey({ name: `${c.tabla}_${nombre}_fk`, ...claves } as never) as never,
          index(`${c.tabla}_${nombre}_idx`).on(col.empresa_id, col[nombre]) as never,
        );
      }
    }
    const orden = columnaPlegada(c.lista.orden);
    extras.push(
      index(`${c.tabla}_${orden}_idx`).on(col.empresa_id, col[orden], col[c.lista.orden], col.id) as never,
    );
    return [...extras, tenantPolicy(c.tabla) as never];
  }) as unknown as TablaCatalogo;
}
