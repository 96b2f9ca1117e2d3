export const es = {
  comanda: {
    opciones_modificador: {
      titulo: 'Opciones',
      ayuda:
        'Lo que se elige en el punto de venta. El precio se suma al del producto (impuesto incluido; vacío: sin costo) y el ingrediente, si lo hay, sale del inventario por cada unidad vendida.',
      nombre: 'Opción',
      precio: 'Precio adicional',
      ingrediente: 'Ingrediente que consume',
      cantidad: 'Cantidad',
      agregar: 'Agregar opción',
      guardar: 'Guardar opciones',
      cargando: 'Cargando las opciones…',
      no_cargo: 'No se pudieron cargar las opciones: %{mensaje}',
    },
  },
};

export const en = {
  comanda: {
    opciones_modificador: {
      titulo: 'Options',
      ayuda:
        'What is chosen at the till. The price is added to the product’s (tax included; empty: free) and the ingredient, if any, leaves stock for each unit sold.',
      nombre: 'Option',
      precio: 'Extra price',
      ingrediente: 'Ingredient it uses',
      cantidad: 'Quantity',
      agregar: 'Add option',
      guardar: 'Save options',
      cargando: 'Loading the options…',
      no_cargo: 'The options could not be loaded: %{mensaje}',
    },
  },
};
