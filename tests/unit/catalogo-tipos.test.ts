import { describe, expect, expectTypeOf, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { RegistroDe } from '../../common/catalogoRegistro';
import { productos as declaracion } from '../../common/catalogos';
import { categorias, productos } from '../../server/db/schema';

/**
 * The generated tables and rows are typed from their declarations (`tsc` checks this file: a misspelled or
 * removed column stops the typecheck, and so does losing the typing, which turns each `@ts-expect-error` unused).
 */
describe('tipos de los catálogos generados', () => {
  it('la tabla tiene exactamente las columnas declaradas, con sus tipos', () => {
    type Fila = typeof productos.$inferSelect;
    expectTypeOf<keyof Fila>().toEqualTypeOf<
      | 'empresa_id'
      | 'id'
      | 'created_at'
      | 'updated_at'
      | 'nombre'
      | 'codigo'
      | 'tipo_producto'
      | 'id_categoria'
      | 'id_impuesto'
      | 'porcentaje_impuesto'
      | 'precio_venta'
      | 'precio_minimo'
      | 'precio_maximo'
      | 'costo'
      | 'maneja_inventario'
      | 'permite_inventario_negativo'
      | 'unidad_medida'
      | 'inventario_minimo'
      | 'inventario_maximo'
      | 'estado'
      | 'tiempo_preparacion'
      | 'id_producto_maestro'
      | 'id_punto_impresion'
      | 'icono'
      | 'descripcion'
      | 'codigo_producto_erp_begranda'
      | 'label_producto_erp_begranda'
      | 'nombre_plegado'
      | 'codigo_plegado'
    >();
    expectTypeOf<Fila['nombre']>().toEqualTypeOf<string>();
    expectTypeOf<Fila['codigo']>().toEqualTypeOf<string | null>();
    expectTypeOf<Fila['precio_venta']>().toEqualTypeOf<string | null>();
    expectTypeOf<Fila['maneja_inventario']>().toEqualTypeOf<boolean>();
    expectTypeOf<Fila['tiempo_preparacion']>().toEqualTypeOf<number | null>();
    expectTypeOf<Fila['id_categoria']>().toEqualTypeOf<number | null>();
    expectTypeOf<Fila['estado']>().toEqualTypeOf<string>();
    expectTypeOf<(typeof categorias.$inferSelect)['orden']>().toEqualTypeOf<number>();
    // What the insert may leave out: the defaults, the identity and the generated copies.
    expectTypeOf<typeof productos.$inferInsert>().toHaveProperty('nombre');
    expectTypeOf<typeof productos.$inferInsert>().not.toHaveProperty('nombre_plegado');
  });

  it('una columna mal escrita o no almacenada no compila', () => {
    // @ts-expect-error: there is no such column.
    const mal = productos.precio_ventaa;
    // @ts-expect-error: `existencia` is read by a subquery, never stored.
    const externa = productos.existencia;
    // @ts-expect-error: create-only, never stored.
    const entrada = productos.inventario_inicial;
    expect([mal, externa, entrada]).toEqual([undefined, undefined, undefined]);
    // The types say what the built table has.
    expect(Object.keys(getTableColumns(productos))).toContain('codigo_plegado');
  });

  it('el registro de la API, el mismo en el servidor y en la app', () => {
    type Producto = RegistroDe<typeof declaracion>;
    expectTypeOf<Producto['precio_venta']>().toEqualTypeOf<string | null>();
    expectTypeOf<Producto['nombre']>().toEqualTypeOf<string>();
    expectTypeOf<Producto['maneja_inventario']>().toEqualTypeOf<boolean>();
    expectTypeOf<Producto['categoria']>().toEqualTypeOf<{ id: number; nombre: string } | null>();
    expectTypeOf<Producto['existencia']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Producto>().not.toHaveProperty('inventario_inicial');
    expectTypeOf<Producto>().not.toHaveProperty('precio_ventaa');
  });
});
