/** A row of the file: its number as a spreadsheet shows it (1: the header) and its cells. */
export interface FilaLeida {
  numero: number;
  celdas: (string | number | boolean | null)[];
}

/**
 * A CSV reader in one linear pass (RFC 4180: quotes, doubled quotes, line breaks inside quotes; CRLF, LF or CR):
 * no regular expression touches the content, so no input makes it backtrack. The separator is the one of
 * `,` `;` tab that appears most in the first line (Excel in Spanish writes `;`). Reads at most `maxFilas` rows and
 * `maxColumnas` cells per row (blank rows are skipped); `demasiadas` says that more rows followed.
 */
export function leerCsv(
  texto: string,
  maxFilas: number,
  maxColumnas: number,
): { filas: FilaLeida[]; demasiadas: boolean } {
  const sep = separador(texto);
  const filas: FilaLeida[] = [];
  let numero = 0;
  let fila: string[] = [];
  let celda = '';
  let comillas = false;
  let i = 0;
  const cerrarCelda = () => {
    if (fila.length < maxColumnas) fila.push(celda);
    celda = '';
  };
  const cerrarFila = () => {
    cerrarCelda();
    numero++;
    if (fila.some((c) => c !== '')) filas.push({ numero, celdas: fila });
    fila = [];
  };
  while (i < texto.length) {
    const ch = texto[i];
    if (comillas) {
      if (ch === '"') {
        if (texto[i + 1] === '"') {
          celda += '"';
          i += 2;
          continue;
        }
        comillas = false;
      } else celda += ch;
      i++;
      continue;
    }
    if (ch === '"' && celda === '') comillas = true;
    else if (ch === sep) cerrarCelda();
    else if (ch === '\r' || ch === '\n') {
      cerrarFila();
      if (ch === '\r' && texto[i + 1] === '\n') i++;
      if (filas.length > maxFilas) return { filas: filas.slice(0, maxFilas), demasiadas: true };
    } else celda += ch;
    i++;
  }
  if (celda !== '' || fila.length > 0) cerrarFila();
  return { filas, demasiadas: filas.length > maxFilas };
}

function separador(texto: string): string {
  const cuenta: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let comillas = false;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i];
    if (ch === '"') comillas = !comillas;
    else if (!comillas && (ch === '\n' || ch === '\r')) break;
    else if (!comillas && ch in cuenta) cuenta[ch]++;
  }
  return Object.entries(cuenta).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}
