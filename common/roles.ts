import { MENU, PERMISOS, ROL_PRIVILEGIADO, ROL_PROPIETARIO } from './modulos';

/**
 * The roles of a company's users (spec §6: id_rol 0 owner, 1 another privileged role; the rest named as a
 * Colombian restaurant names them). Roles 0 and 1 carry '*' (every module); the others carry the module tags the
 * owner ticks. `nombre` is the Spanish name the API answers; the app shows `comanda.roles.<id_rol>`.
 */
export interface Rol {
  id_rol: number;
  nombre: string;
}

export const ROLES: readonly Rol[] = [
  { id_rol: ROL_PROPIETARIO, nombre: 'Propietario' },
  { id_rol: ROL_PRIVILEGIADO, nombre: 'Administrador' },
  { id_rol: 2, nombre: 'Cajero' },
  { id_rol: 3, nombre: 'Mesero' },
  { id_rol: 4, nombre: 'Cocina' },
  { id_rol: 5, nombre: 'Contador' },
];

/** The roles the owner may hand out: every one but the owner's own (a company has exactly one owner). */
export const ROLES_ASIGNABLES: readonly number[] = ROLES.filter((r) => r.id_rol !== ROL_PROPIETARIO).map(
  (r) => r.id_rol,
);

/**
 * The reports an accountant reads (issue 27): all but the two kept for roles 0 and 1 (spec §6). The dialog offers
 * only sections whose pages exist (`disponible`), so these are ticked once the report pages are built.
 */
const INFORMES_CONTADOR = [
  'informeGastos',
  'informeVentas',
  'informeInventario',
  'informeCompras',
  'informeUtilidadesCajas',
  'informeUtilidadesProductos',
  'informeInventarioProductos',
  'informeVentasCanceladas',
  'informeImpuestos',
  'informePropinas',
];

/**
 * The modules the invite dialog ticks when a role is chosen (issue 25; still editable): a new waiter neither
 * starts with nothing nor with everything. Only the cashier collects money (cobrar). Roles 0 and 1 carry '*'.
 */
export const MODULOS_SUGERIDOS: Readonly<Record<number, readonly string[]>> = {
  2: ['ventas', 'ventaInmediata', 'cuadreCaja', 'cobrar'],
  3: ['ventas', 'ordenes'],
  4: ['ordenes'],
  5: ['proveedores', 'tipoGastos', 'gastos', 'compras', ...INFORMES_CONTADOR],
};

export const esPrivilegiado = (idRol: number) => idRol === ROL_PROPIETARIO || idRol === ROL_PRIVILEGIADO;

/**
 * The module tags a role may be given: every section of the menu (a group's tag follows its sections) and every
 * permission that is not a section (common/modulos.ts `PERMISOS`: cobrar).
 */
export const TAGS_ASIGNABLES: ReadonlySet<string> = new Set([
  ...MENU.flatMap((g) => g.items.map((m) => m.tag)),
  ...PERMISOS.map((p) => p.tag),
]);

/**
 * The access string stored for a role and the ticked tags: '*' for roles 0 and 1; otherwise the known tags, in
 * menu order, each group's own tag (tablas, operaciones, informes) added when one of its sections is ticked (the horizontal menu enables a group by
 * its tag, spec §6). Unknown tags are the caller's to refuse (`tagsDesconocidos`).
 */
export function accesoDeRol(idRol: number, tags: readonly string[]): string {
  if (esPrivilegiado(idRol)) return '*';
  const elegidos = new Set(tags);
  const acceso: string[] = [];
  for (const grupo of MENU) {
    const propios = [...grupo.items, ...PERMISOS.filter((p) => p.grupo === grupo.tag)]
      .filter((m) => elegidos.has(m.tag))
      .map((m) => m.tag);
    if (propios.length === 0) continue;
    // A group tag that is also a section's (ventas, configSistema…) would open that section: never added.
    if (!TAGS_ASIGNABLES.has(grupo.tag)) acceso.push(grupo.tag);
    acceso.push(...propios);
  }
  return [...new Set(acceso)].join(',');
}

export const tagsDesconocidos = (tags: readonly string[]) => tags.filter((t) => !TAGS_ASIGNABLES.has(t));

/** The ticked tags of an access string (the sections only, not the groups' tags). */
export const tagsDeAcceso = (acceso: string): string[] =>
  acceso === '*' ? [] : acceso.split(/[\s,;|]+/).filter((t) => TAGS_ASIGNABLES.has(t));
