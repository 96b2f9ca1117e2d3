/** The purchase's own fields: a server error naming one shows under its input. */
const CAMPOS = new Set(['id_nit', 'numero_factura_proveedor', 'fecha', 'id_forma_pago', 'tipo_pago_compra']);
const LINEA = /^detalle_compra\.(\d+)\.(\w+)$/;

/**
 * The server's field errors (`{campo: mensaje}`, lines as `detalle_compra.<n>.<campo>`) on the form's inputs: a
 * line's unit cost or total goes to its amount input (`valor`); what names no input is returned apart.
 */
export function erroresDelServidor(errores: Record<string, string>): {
  porCampo: Record<string, string>;
  otros: string[];
} {
  const porCampo: Record<string, string> = {};
  const otros: string[] = [];
  for (const [campo, mensaje] of Object.entries(errores)) {
    const linea = LINEA.exec(campo);
    if (linea) {
      const entrada = linea[2] === 'costo_unitario' || linea[2] === 'valor_total' ? 'valor' : linea[2];
      porCampo[`detalle_compra.${linea[1]}.${entrada}`] = mensaje;
    } else if (CAMPOS.has(campo)) porCampo[campo] = mensaje;
    else otros.push(mensaje);
  }
  return { porCampo, otros };
}
