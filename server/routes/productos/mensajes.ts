/** The Spanish answers of the products' own rules (beside the generated catalogue's). */
export const MENSAJES_PRODUCTOS = {
  precioVentaRequerido: 'El precio de venta es requerido para un producto que se vende',
  precioMinimo: 'El precio mínimo no puede ser mayor que el precio de venta',
  precioMaximo: 'El precio máximo no puede ser menor que el precio de venta',
  precioMaximoMinimo: 'El precio máximo no puede ser menor que el precio mínimo',
  inventarioMaximo: 'El inventario máximo no puede ser menor que el inventario mínimo',
  servicioSinInventario: 'Un servicio no maneja inventario',
  ingredienteSinInventario:
    'El producto es ingrediente de una receta: debe manejar inventario y no puede ser un servicio',
  maestroPropio: 'Un producto no puede ser su propio producto maestro',
  maestroEsPresentacion: 'El producto maestro no puede ser a su vez una presentación de otro',
  tienePresentaciones: 'Un producto con presentaciones no puede pertenecer a otro producto maestro',
  conReceta: 'El producto tiene receta: quita sus ingredientes antes de cambiar su tipo',
  recetaSoloPreparados: 'Solo los productos preparados tienen receta',
  ingredienteNoExiste: 'El ingrediente no existe',
  ingredientePropio: 'Un producto no puede ser ingrediente de su propia receta',
  ingredienteSinStock: 'Solo los productos que manejan inventario pueden ser ingredientes',
  ingredienteRepetido: 'El ingrediente está repetido en la receta',
  cantidad: 'La cantidad debe ser un número mayor que cero, con máximo tres decimales',
  ciclo: (ingrediente: string) =>
    `La receta forma un ciclo: ${ingrediente} usa este producto en su propia receta`,
  recetaGuardada: 'Receta guardada correctamente',
  maestroNoExiste: 'El producto maestro no existe',
  inventarioInicialSinInventario: 'El inventario inicial solo aplica a productos que manejan inventario',
  inventarioInicialSinSede: 'La empresa no tiene sedes: registra una antes de cargar el inventario inicial',
  dejaDeManejarConExistencia:
    'El producto tiene existencias: llévalas a cero con un ajuste antes de dejar de manejar inventario',
} as const;
