/** '2.500' → '2,5', '3.000' → '3': a quantity as Colombians write it, on the string (never a float). */
export const cantidadLegible = (valor: string | null) =>
  valor === null ? '—' : (valor.includes('.') ? valor.replace(/\.?0+$/, '') : valor).replace('.', ',');
