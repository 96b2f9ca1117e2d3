/** The texts of the 'Orden de la carta' tab (the generated pages' come from the declaration). */
export const es = {
  comanda: {
    categorias: {
      titulo: 'Categorías',
      vacia: 'Aún no hay categorías',
      orden: 'Orden de la carta',
      orden_ayuda:
        'Arrastra cada categoría por su asa para ordenar cómo aparecen en la caja y en la carta; las subcategorías se ordenan dentro de su categoría padre. Con el teclado: enfoca el asa y usa las flechas arriba y abajo (Inicio y Fin para los extremos).',
      mover: 'Mover %{nombre}',
      posicion: '%{nombre}: posición %{posicion} de %{total}',
      orden_guardado: 'Orden de las categorías guardado correctamente',
      orden_error: 'No se pudo cargar el orden de las categorías: %{mensaje}',
      reintentar: 'Reintentar',
      oculta_carta: 'Oculta en la carta',
    },
  },
};

export const en = {
  comanda: {
    categorias: {
      titulo: 'Categories',
      vacia: 'No categories yet',
      orden: 'Menu order',
      orden_ayuda:
        'Drag each category by its handle to set the order of the till and the menu; subcategories are ordered within their parent. With the keyboard: focus the handle and use the up and down arrows (Home and End for the ends).',
      mover: 'Move %{nombre}',
      posicion: '%{nombre}: position %{posicion} of %{total}',
      orden_guardado: 'Category order saved',
      orden_error: 'The category order could not be loaded: %{mensaje}',
      reintentar: 'Retry',
      oculta_carta: 'Hidden from the menu',
    },
  },
};
