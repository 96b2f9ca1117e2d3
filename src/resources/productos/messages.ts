export const es = {
  comanda: {
    importar: {
      boton: 'Importar',
      titulo: 'Importar productos',
      ayuda:
        'Descarga la plantilla, llénala en Excel (una fila por producto) y súbela como .xlsx o .csv. Si una fila tiene errores no se importa nada; un código que ya existe actualiza ese producto.',
      plantilla: 'Descargar plantilla',
      plantilla_fallo: 'No se pudo descargar la plantilla. Intenta de nuevo.',
      elegir: 'Elegir archivo',
      elegido: 'Archivo elegido: %{nombre}',
      ninguno: 'Ningún archivo elegido',
      subiendo: 'Subiendo el archivo…',
      importar: 'Importar',
      cerrar: 'Cerrar',
      hecho: 'Importación completada: %{creados} creados y %{actualizados} actualizados.',
      primeros: 'Se muestran los primeros %{n}.',
      tabla: 'Errores del archivo',
      fila: 'Fila',
      columna: 'Columna',
      mensaje: 'Error',
    },
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
    importar: {
      boton: 'Import',
      titulo: 'Import products',
      ayuda:
        'Download the template, fill it in Excel (one row per product) and upload it as .xlsx or .csv. If a row has errors nothing is imported; a code that already exists updates that product.',
      plantilla: 'Download template',
      plantilla_fallo: 'The template could not be downloaded. Try again.',
      elegir: 'Choose file',
      elegido: 'Chosen file: %{nombre}',
      ninguno: 'No file chosen',
      subiendo: 'Uploading the file…',
      importar: 'Import',
      cerrar: 'Close',
      hecho: 'Import finished: %{creados} created and %{actualizados} updated.',
      primeros: 'The first %{n} are shown.',
      tabla: 'Errors in the file',
      fila: 'Row',
      columna: 'Column',
      mensaje: 'Error',
    },
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
