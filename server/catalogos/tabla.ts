import { sql, type BuildColumns, type HasDefault, type HasGenerated, type NotNull } from 'drizzle-orm';
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
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgIntegerBuilderInitial,
  type PgNumericBuilderInitial,
  type PgTable,
  type PgTableWithColumns,
  type PgVarcharBuilderInitial,
} from 'drizzle-orm/pg-core';
import { camposAlmacenados, type Campo, type Catalogo, type Nombrado } from '../../common/catalogo';
import { empresas } from '../db/schema/cuentas';
import { dineroColumn } from '../db/schema/dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from '../db/schema/tenant';
import { plegadoGenerado } from '../db/plegado';

/**
 * Any catalogue's table, for the code that reads it from its declaration (the service, the routes): its columns
 * by name. Code about one catalogue imports that catalogue's own table (`TablaDe`), which knows its columns.
 */
export type TablaCatalogo = PgTable &
  Record<string, AnyPgColumn> & { empresa_id: AnyPgColumn; id: AnyPgColumn };

type Varchar = PgVarcharBuilderInitial<'', [string, ...string[]], number>;
type Numerico = PgNumericBuilderInitial<''>;
type Entero = PgIntegerBuilderInitial<''>;
type Requerido<K, B extends PgColumnBuilderBase> = K extends { requerido: true } ? NotNull<B> : B;

/** The column builder a declared field stands for, by its kind (the type of what `columna` builds). */
type ColumnaDe<K extends Campo> = K extends { tipo: 'texto' }
  ? Requerido<K, Varchar>
  : K extends { tipo: 'decimal' | 'dinero' }
    ? Requerido<K, Numerico>
    : K extends { tipo: 'entero'; alFinal: true } | { tipo: 'entero'; defecto: number }
      ? HasDefault<NotNull<Entero>>
      : K extends { tipo: 'entero' }
        ? Requerido<K, Entero>
        : K extends { tipo: 'imagen' }
          ? Varchar
          : K extends { tipo: 'booleano' }
            ? HasDefault<NotNull<PgBooleanBuilderInitial<''>>>
            : K extends { tipo: 'opcion'; defecto: string }
              ? HasDefault<NotNull<Varchar>>
              : K extends { tipo: 'opcion' }
                ? Requerido<K, Varchar>
                : K extends { tipo: 'referencia'; global: true }
                  ? Entero
                  : K extends { tipo: 'referencia' }
                    ? PgBigInt53BuilderInitial<''>
                    : never;

/** The columns every catalogue's table has besides its fields. */
const propias = () => ({
  empresa_id: empresaIdColumn().references(() => empresas.id),
  id: idColumn(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type Campos<D extends Catalogo> = D['campos'];

/** A catalogue's column builders by name: ours, each stored field's, and the folded copy of each sorted text. */
type ColumnasDe<D extends Catalogo> = ReturnType<typeof propias> & {
  -readonly [
    K in keyof Campos<D> as Campos<D>[K] extends { externo: string } ? never : Nombrado<K>
  ]: ColumnaDe<Campos<D>[K]>;
} & {
  [K in D['lista']['orden'] | D['lista']['busqueda'][number] as `${K}_plegado`]: HasGenerated<
    Varchar,
    { type: 'always' }
  >;
};

/**
 * One catalogue's table, typed from its declaration: exactly its columns, each with its Drizzle type, so a
 * misspelled or removed column does not compile (`productos.precio_venta` is a numeric column; there is no
 * `productos.precio_ventaa`).
 */
export type TablaDe<D extends Catalogo> = PgTableWithColumns<{
  name: D['tabla'];
  schema: undefined;
  columns: BuildColumns<D['tabla'], ColumnasDe<D>, 'pg'>;
  dialect: 'pg';
}>;

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
export function tablaCatalogo<const D extends Catalogo>(c: D, referidas: TablasReferidas): TablaDe<D> {
  const { created_at, updated_at, ...primeras } = propias();
  const columnas: Record<string, PgColumnBuilderBase> = { ...primeras };
  for (const [nombre, campo] of camposAlmacenados(c)) columnas[nombre] = columna(nombre, campo);
  for (const campo of camposPlegados(c)) {
    const max = (c.campos[campo] as { max: number }).max;
    columnas[columnaPlegada(campo)] = varchar(columnaPlegada(campo), { length: max }).generatedAlwaysAs(
      plegadoGenerado(campo),
    );
  }
  columnas.created_at = created_at;
  columnas.updated_at = updated_at;

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
    // Built field by field from the declaration; `ColumnasDe` says the same in types.
  }) as unknown as TablaDe<D>;
}
