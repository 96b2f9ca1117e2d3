/** The Spanish texts of a modifier group's options (issue 32). */
export const MENSAJES_OPCIONES = {
  guardadas: 'Opciones guardadas correctamente',
  formato: 'Las opciones deben ser una lista',
  demasiadas: 'Un grupo tiene como máximo 50 opciones',
  noEsDelGrupo: 'La opción no es de este grupo',
  nombre: 'Escriba el nombre de la opción',
  nombreLargo: 'El nombre de la opción tiene como máximo 100 caracteres',
  nombreRepetido: 'Otra opción del grupo ya tiene ese nombre',
  precio: 'El precio debe ser un valor en pesos, cero o mayor, con máximo dos decimales',
  ingrediente: 'El ingrediente no existe',
  ingredienteSinStock: 'El ingrediente debe manejar inventario',
  cantidad: 'Indique una cantidad mayor que cero, con máximo tres decimales',
  gruposGuardados: 'Modificadores del producto guardados correctamente',
  grupoNoExiste: 'El grupo de modificadores no existe',
  grupoRepetido: 'El grupo está repetido',
};
