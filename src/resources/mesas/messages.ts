export const es = {
  comanda: {
    plano_mesas: {
      pestana: 'Plano',
      sede: 'Sede',
      zona: 'Zona',
      sin_zona: 'Sin zona',
      plano: 'Plano de %{zona}',
      instrucciones:
        'Arrastra una mesa con el dedo o el ratón para moverla; con el teclado, enfócala y usa las flechas.',
      mesa: '%{nombre}, posición %{x}, %{y}',
      sin_sedes: 'La empresa aún no tiene sedes.',
      sin_mesas: 'Esta sede aún no tiene mesas. Regístralas en la lista.',
      cargando: 'Cargando el plano…',
      no_cargo: 'No se pudo cargar el plano: %{mensaje}',
      guardada: '%{nombre} quedó en la posición %{x}, %{y}',
      no_guardada: 'No se pudo guardar la posición de %{nombre}: %{mensaje}',
    },
  },
};

export const en = {
  comanda: {
    plano_mesas: {
      pestana: 'Floor plan',
      sede: 'Venue',
      zona: 'Zone',
      sin_zona: 'No zone',
      plano: 'Floor plan of %{zona}',
      instrucciones:
        'Drag a table with your finger or the mouse to move it; with the keyboard, focus it and use the arrow keys.',
      mesa: '%{nombre}, position %{x}, %{y}',
      sin_sedes: 'The company has no venues yet.',
      sin_mesas: 'This venue has no tables yet. Add them in the list.',
      cargando: 'Loading the floor plan…',
      no_cargo: 'The floor plan could not be loaded: %{mensaje}',
      guardada: '%{nombre} is now at position %{x}, %{y}',
      no_guardada: 'The position of %{nombre} could not be saved: %{mensaje}',
    },
  },
};
