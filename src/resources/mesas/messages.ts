export const es = {
  comanda: {
    mesas_varias: {
      boton: 'Crear varias mesas',
      titulo: 'Crear varias mesas',
      sede: 'Sede',
      prefijo: 'Nombre',
      desde: 'Desde el número',
      hasta: 'Hasta el número',
      zona: 'Zona',
      zona_ayuda: 'Opcional: Salón, Terraza, Barra…',
      crear: 'Crear mesas',
      omitidas: 'Ya existían y no se crearon de nuevo: %{nombres}',
    },
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
    mesas_varias: {
      boton: 'Create several tables',
      titulo: 'Create several tables',
      sede: 'Venue',
      prefijo: 'Name',
      desde: 'From number',
      hasta: 'To number',
      zona: 'Zone',
      zona_ayuda: 'Optional: Dining room, Terrace, Bar…',
      crear: 'Create tables',
      omitidas: 'Already existed and were not created again: %{nombres}',
    },
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
