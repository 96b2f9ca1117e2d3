import { definirCatalogo } from '../catalogo';

/**
 * Grupos de modificadores (issue 32: "Término", "Adiciones"): what a line of a product may carry, chosen on the
 * order screen and the counter sale. `obligatorio`: at least `minimo` options must be chosen (else none is
 * needed); never more than `maximo`. Beside the declaration: the group's options (name, price, ingredient it
 * consumes; server/routes/gruposModificadores/) and the products it is attached to, chosen on each product's form
 * as Loyverse and Fudo do (server/routes/productos/modificadores.ts); the line's rules are common/modificadores.ts.
 */
export const gruposModificadores = definirCatalogo({
  recurso: 'gruposModificadores',
  modulo: 'gruposModificadores',
  tabla: 'grupos_modificadores',
  api: { lista: 'gruposModificadores', item: 'gruposModificadores/grupo', primeraPagina: 1 },
  nombre: {
    singular: { es: 'Grupo de modificadores', en: 'Modifier group' },
    plural: { es: 'Grupos de modificadores', en: 'Modifier groups' },
    femenino: false,
  },
  campos: {
    nombre: { tipo: 'texto', max: 100, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    obligatorio: {
      tipo: 'booleano',
      defecto: false,
      etiqueta: { es: 'Obligatorio', en: 'Required' },
      ayuda: {
        es: 'La línea no se agrega sin elegir en este grupo',
        en: 'The line is not added without a choice in this group',
      },
    },
    minimo: {
      tipo: 'entero',
      min: 1,
      max: 20,
      defecto: 1,
      visibleSi: { campo: 'obligatorio', valores: [true] },
      etiqueta: { es: 'Mínimo de opciones', en: 'Minimum choices' },
    },
    maximo: {
      tipo: 'entero',
      min: 1,
      max: 20,
      defecto: 1,
      etiqueta: { es: 'Máximo de opciones', en: 'Maximum choices' },
    },
  },
  lista: { columnas: ['nombre', 'obligatorio', 'minimo', 'maximo'], orden: 'nombre', busqueda: ['nombre'] },
  enUso: {
    es: 'No se puede eliminar el grupo de modificadores: está en uso',
    en: 'The modifier group cannot be deleted: it is in use',
  },
  mensajes: {
    minimo_mayor: {
      es: 'El mínimo no puede ser mayor que el máximo',
      en: 'The minimum cannot be greater than the maximum',
    },
  },
  validarRegistro(v): Record<string, string> {
    if (v.obligatorio !== true && v.obligatorio !== 'true' && v.obligatorio !== '1') return {};
    const minimo = Number(v.minimo ?? 1); // no-dinero
    const maximo = Number(v.maximo ?? 1); // no-dinero
    return Number.isInteger(minimo) && Number.isInteger(maximo) && minimo > maximo
      ? { minimo: 'minimo_mayor' }
      : {};
  },
});
