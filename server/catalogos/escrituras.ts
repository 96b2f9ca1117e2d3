import { sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenant';
import { ConflictError, ValidationError } from '../lib/errors';
import { publicar } from '../eventos';
import type { Cuerpo } from './esquemas';
import type { ConsultasCatalogo } from './consultas';
import type { PlanCatalogo } from './plan';
import type { ServicioCatalogo } from './servicio';
import { validacionCatalogo } from './validacion';

/** Rows per multi-row insert in `crearVarios` (well under PostgreSQL's 65,535 parameters per statement). */
const LOTE = 500;

const definidos = (datos: Cuerpo) =>
  Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined));

/** A catalogue's writes: create (one or many), update and delete, each checked, hooked and announced. */
export function escriturasCatalogo(
  plan: PlanCatalogo,
  { obtenerEn, bloquear }: ConsultasCatalogo,
): Pick<ServicioCatalogo, 'crear' | 'crearVarios' | 'actualizar' | 'eliminar'> {
  const { tabla, ganchos, tipoEvento, entradas, unicos, imagenes, alFinal, arbol, M, A } = plan;
  const { validar, tieneHijas, conPosiciones, conCalculados, traducir } = validacionCatalogo(plan);
  const anunciar = (scope: TenantScope, id: number) =>
    tipoEvento ? publicar(scope, tipoEvento, [id]) : Promise.resolve();

  return {
    async crear(scope, datos) {
      const registro: Record<string, unknown> = { ...datos };
      await validar(scope, datos, registro);
      await ganchos.antesDeGuardar?.(scope, datos, null);
      const guardados = { ...datos };
      const aparte: Cuerpo = {};
      for (const k of entradas) {
        aparte[k] = guardados[k];
        delete guardados[k];
      }
      const completos = await conPosiciones(scope, conCalculados(guardados, registro));
      let id: number;
      try {
        id = Number((await scope.insert(tabla, definidos(completos) as never)).id);
      } catch (error) {
        throw traducir(error);
      }
      if (ganchos.despuesDeCrear) await ganchos.despuesDeCrear(scope, await obtenerEn(scope, id), aparte);
      await anunciar(scope, id);
      const creado = await obtenerEn(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'creado', id, creado);
      return creado;
    },

    async crearVarios(scope, lista) {
      const resultados: (number | ValidationError)[] = [];
      const listos: { i: number; fila: Cuerpo; aparte: Cuerpo }[] = [];
      const vistos = new Map<string, Set<string>>(unicos.map(([nombre]) => [nombre, new Set()]));
      for (const [i, datos] of lista.entries()) {
        const registro: Record<string, unknown> = { ...datos };
        try {
          await validar(scope, datos, registro);
          // The list's own earlier rows, as the database's unique index would see them.
          for (const [nombre, campo] of unicos) {
            const v = registro[nombre];
            if (typeof v !== 'string') continue;
            const con = campo.tipo === 'texto' ? (campo.unicoCon ?? []) : [];
            const clave = JSON.stringify([v.toLowerCase(), ...con.map((k) => registro[k] ?? null)]);
            if (vistos.get(nombre)!.has(clave))
              throw ValidationError.field(nombre, M.repetido(campo.etiqueta));
            vistos.get(nombre)!.add(clave);
          }
          await ganchos.antesDeGuardar?.(scope, datos, null);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          resultados[i] = error;
          continue;
        }
        const guardados = { ...datos };
        const aparte: Cuerpo = {};
        for (const k of entradas) {
          aparte[k] = guardados[k];
          delete guardados[k];
        }
        listos.push({ i, fila: await conPosiciones(scope, conCalculados(guardados, registro)), aparte });
      }
      // Positions one past the largest (`alFinal`) are per row: such catalogues insert one by one.
      const tramo = alFinal.length > 0 ? 1 : LOTE;
      const ids: number[] = [];
      for (let desde = 0; desde < listos.length; desde += tramo) {
        const parte = listos.slice(desde, desde + tramo);
        try {
          const filas = (await scope.tx
            .insert(tabla)
            .values(parte.map((l) => ({ ...definidos(l.fila), empresa_id: scope.empresaId })) as never)
            .returning({ id: tabla.id })) as { id: unknown }[];
          // A multi-row VALUES insert returns its rows in the order given.
          filas.forEach((f, k) => {
            resultados[parte[k].i] = Number(f.id);
            ids.push(Number(f.id));
          });
        } catch (error) {
          throw traducir(error);
        }
      }
      if (ganchos.despuesDeCrear)
        for (const l of listos)
          if (Object.values(l.aparte).some((v) => v !== undefined && v !== null))
            await ganchos.despuesDeCrear(scope, await obtenerEn(scope, resultados[l.i] as number), l.aparte);
      if (tipoEvento && ids.length > 0) await publicar(scope, tipoEvento, ids);
      if (ganchos.despuesDeEscribir)
        for (const id of ids) await ganchos.despuesDeEscribir(scope, 'creado', id, null);
      return resultados;
    },

    async actualizar(scope, id, datos, sobrantes = []) {
      const guardada = await bloquear(scope, id);
      const actual = await obtenerEn(scope, id);
      await ganchos.antesDeCambiar?.(scope, actual, datos);
      const registro: Record<string, unknown> = { ...actual, ...definidos(datos) };
      await validar(scope, datos, registro, id);
      await ganchos.antesDeGuardar?.(scope, datos, actual);
      try {
        await scope.update(tabla, id, {
          ...definidos(conCalculados(datos, registro)),
          updated_at: sql`now()`,
        } as never);
      } catch (error) {
        throw traducir(error);
      }
      for (const k of imagenes) {
        const anterior = guardada[k];
        if (datos[k] !== undefined && typeof anterior === 'string' && anterior !== datos[k])
          sobrantes.push(anterior);
      }
      await anunciar(scope, id);
      const actualizado = await obtenerEn(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'actualizado', id, actualizado);
      return actualizado;
    },

    async eliminar(scope, id, sobrantes = []) {
      const guardada = await bloquear(scope, id);
      if (ganchos.antesDeCambiar) await ganchos.antesDeCambiar(scope, await obtenerEn(scope, id), null);
      if (arbol && (await tieneHijas(scope, id))) throw new ConflictError(A!.conHijas);
      try {
        await scope.delete(tabla, id);
      } catch (error) {
        throw traducir(error, true);
      }
      for (const k of imagenes) if (typeof guardada[k] === 'string') sobrantes.push(guardada[k]);
      await anunciar(scope, id);
      await ganchos.despuesDeEscribir?.(scope, 'eliminado', id, null);
    },
  };
}
