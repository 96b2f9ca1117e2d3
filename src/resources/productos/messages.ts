export const es = {
  comanda: {
    receta: {
      titulo: 'Receta',
      ayuda: 'Ingredientes que manejan inventario, con la cantidad en la unidad de cada ingrediente.',
      ingrediente: 'Ingrediente',
      cantidad: 'Cantidad',
      agregar: 'Agregar ingrediente',
      guardar: 'Guardar receta',
      cargando: 'Cargando la receta…',
      no_cargo: 'No se pudo cargar la receta: %{mensaje}',
    },
  },
};

export const en = {
  comanda: {
    receta: {
      titulo: 'Recipe',
      ayuda: 'Stock-managed ingredients, each quantity in the ingredient’s unit.',
      ingrediente: 'Ingredient',
      cantidad: 'Quantity',
      agregar: 'Add ingredient',
      guardar: 'Save recipe',
      cargando: 'Loading the recipe…',
      no_cargo: 'The recipe could not be loaded: %{mensaje}',
    },
  },
};
