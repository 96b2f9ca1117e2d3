import { and, eq } from 'drizzle-orm';
import type { CuentaPropia } from '../../../common/cuenta';
import type { Disposicion, DisposicionPropia } from '../../../common/disposiciones';
import { usuarios } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError } from '../../lib/errors';
import type { CuentaInput } from './schemas';

const columnas = {
  nombre: usuarios.nombre,
  apellido: usuarios.apellido,
  numeroTelefonico: usuarios.telefono,
  correo: usuarios.email,
};

const propio = (scope: TenantScope, usuarioId: number) =>
  and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, scope.empresaId));

export async function leerCuenta(scope: TenantScope, usuarioId: number): Promise<CuentaPropia> {
  const [fila] = await scope.tx.select(columnas).from(usuarios).where(propio(scope, usuarioId)).limit(1);
  if (!fila) throw new NotFoundError();
  return fila;
}

/** The user's own name, last name and phone; role, tags, e-mail and state are not theirs to change here. */
export async function actualizarCuenta(
  scope: TenantScope,
  usuarioId: number,
  { nombre, apellido, numeroTelefonico }: CuentaInput,
): Promise<CuentaPropia> {
  const [fila] = await scope.tx
    .update(usuarios)
    .set({ nombre, apellido, telefono: numeroTelefonico })
    .where(propio(scope, usuarioId))
    .returning(columnas);
  if (!fila) throw new NotFoundError();
  return fila;
}

/** The user's own layout of the shell (issue 30): theirs alone, whatever their role. */
export async function guardarDisposicion(
  scope: TenantScope,
  usuarioId: number,
  disposicion: Disposicion,
): Promise<DisposicionPropia> {
  const [fila] = await scope.tx
    .update(usuarios)
    .set({ disposicion })
    .where(propio(scope, usuarioId))
    .returning({ disposicion: usuarios.disposicion });
  if (!fila) throw new NotFoundError();
  return { disposicion: fila.disposicion as Disposicion };
}
