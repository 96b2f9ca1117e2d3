import type { Catalogo } from '../../../common/catalogo';
import { CATALOGOS } from '../../../common/catalogos';
import { MENSAJES_VALIDACION, mensajesCatalogo, type Idioma } from '../../../common/validacion';

const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/** The page texts of one catalogue, derived from its names ('Registrar impuesto', 'Volver a Impuestos'). */
function paginas(c: Catalogo, idioma: Idioma) {
  const singular = minuscula(c.nombre.singular[idioma]);
  const plural = c.nombre.plural[idioma];
  const f = c.nombre.femenino;
  if (idioma === 'en')
    return {
      nueva: `New ${singular}`,
      editar: `Edit ${singular}`,
      buscar: `Search ${singular}`,
      volver: `Back to ${plural}`,
      sin_id: `The address does not say which ${singular} to edit. Choose it in the list of ${minuscula(plural)}.`,
      no_cargo: `The ${singular} could not be loaded: %{mensaje}`,
    };
  return {
    nueva: `Registrar ${singular}`,
    editar: `Editar ${singular}`,
    buscar: `Buscar ${singular}`,
    volver: `Volver a ${plural}`,
    sin_id: `La dirección no indica qué ${singular} editar. Elíge${f ? 'la' : 'lo'} en la lista de ${minuscula(plural)}.`,
    no_cargo: `No se pudo cargar ${f ? 'la' : 'el'} ${singular}: %{mensaje}`,
  };
}

/** Every text of one catalogue's pages in one language: titles, outcome notices, options and help. */
function textosCatalogo(c: Catalogo, idioma: Idioma) {
  const resultado = mensajesCatalogo(c, idioma);
  const campos = Object.entries(c.campos);
  return {
    titulo: c.nombre.plural[idioma],
    ...paginas(c, idioma),
    creado: resultado.creado,
    actualizado: resultado.actualizado,
    eliminado: resultado.eliminado,
    no_existe: `${resultado.noExiste} ${idioma === 'en' ? 'or belongs to another company.' : 'o pertenece a otra empresa.'}`,
    opciones: Object.fromEntries(
      campos.flatMap(([campo, d]) =>
        d.tipo === 'opcion'
          ? [[campo, Object.fromEntries(d.opciones.map((o) => [o.valor, o.etiqueta[idioma]]))]]
          : [],
      ),
    ),
    ayuda: Object.fromEntries(campos.flatMap(([campo, d]) => (d.ayuda ? [[campo, d.ayuda[idioma]]] : []))),
    mensajes: Object.fromEntries(Object.entries(c.mensajes ?? {}).map(([k, t]) => [k, t[idioma]])),
    filtros: Object.fromEntries(Object.entries(c.lista.filtros ?? {}).map(([k, t]) => [k, t[idioma]])),
    // Texts a field pins instead of the shared ones (validation, its choices failing to load).
    textos: Object.fromEntries(
      campos.flatMap(([campo, d]) =>
        d.textos
          ? [[campo, Object.fromEntries(Object.entries(d.textos).map(([k, t]) => [k, t![idioma]]))]]
          : [],
      ),
    ),
  };
}

const textos = (idioma: Idioma) => ({
  comanda: {
    catalogos: Object.fromEntries(CATALOGOS.map((c) => [c.recurso, textosCatalogo(c, idioma)])),
    // The same words the server answers for the same mistake (common/validacion.ts).
    validacion: { ...MENSAJES_VALIDACION[idioma] },
    generador:
      idioma === 'en'
        ? {
            registrar: 'Create',
            si: 'Yes',
            no: 'No',
            lista: 'List',
            imagen_ayuda: 'PNG, JPG, WEBP or GIF image up to 2 MB',
            imagen_soltar: 'Drop an image or click to choose one',
            imagen_grande: 'The image is larger than 2 MB: shrink it or choose another',
            imagen_tipo: 'The file is not a PNG, JPG, WEBP or GIF image',
            imagen_invalida: 'That file cannot be used as an image',
          }
        : {
            registrar: 'Registrar',
            si: 'Sí',
            no: 'No',
            lista: 'Lista',
            imagen_ayuda: 'Imagen PNG, JPG, WEBP o GIF de hasta 2 MB',
            imagen_soltar: 'Arrastra una imagen o haz clic para elegirla',
            imagen_grande: 'La imagen pesa más de 2 MB: redúcela o elige otra',
            imagen_tipo: 'El archivo no es una imagen PNG, JPG, WEBP o GIF',
            imagen_invalida: 'No se pudo usar ese archivo como imagen',
          },
  },
});

/** The generated pages' texts, from the declarations: a new catalogue brings its own. */
export const es = textos('es');
export const en = textos('en');
