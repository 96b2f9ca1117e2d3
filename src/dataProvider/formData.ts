/** Fields the API computes: never sent back. */
const SOLO_LECTURA = new Set(['id', 'created_at', 'updated_at']);

interface ArchivoRa {
  rawFile: File;
}

const esArchivo = (valor: unknown): valor is ArchivoRa =>
  typeof valor === 'object' &&
  valor !== null &&
  'rawFile' in valor &&
  (valor as ArchivoRa).rawFile instanceof File;

/**
 * A record as multipart form data (spec §7: creates and updates travel as form data). Files picked in
 * react-admin's file inputs go as files; an existing file (a URL string or {src}) is not sent again; null → ''.
 */
export function aFormData(datos: Record<string, unknown>, metodo?: 'put'): FormData {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(datos)) {
    if (SOLO_LECTURA.has(campo)) continue;
    if (esArchivo(valor)) form.append(campo, valor.rawFile, valor.rawFile.name);
    else if (valor === null || valor === undefined) form.append(campo, '');
    else if (typeof valor === 'boolean') form.append(campo, valor ? '1' : '0');
    else if (typeof valor === 'object')
      continue; // nested read-only data (e.g. categoria_padre) or an existing file
    else form.append(campo, String(valor));
  }
  if (metodo) form.append('_method', metodo);
  return form;
}
