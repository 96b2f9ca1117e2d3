/** Texts of the table map (/ventas). */
export const es = {
  comanda: {
    mapa: {
      titulo: 'Mesas',
      sede: 'Sede',
      zonas: 'Zonas',
      sin_zona: 'Sin zona',
      plano: 'Plano de %{zona}',
      sin_plano: 'Mesas sin posición en el plano',
      libre: 'Libre',
      ocupada: 'Ocupada',
      minutos: '%{minutos} min',
      lineas: '%{smart_count} producto |||| %{smart_count} productos',
      mesa_libre: '%{nombre}, libre',
      mesa_ocupada: '%{nombre}, ocupada, %{total}, abierta hace %{minutos} min',
      resumen: '%{ocupadas} de %{total} mesas ocupadas',
      cargando: 'Cargando las mesas…',
      no_cargo: 'No se pudieron cargar las mesas: %{mensaje}',
      reintentar: 'Reintentar',
      sin_sedes: 'La empresa aún no tiene sedes.',
      sin_mesas: 'Esta sede aún no tiene mesas.',
      registrar_mesas: 'Registrar mesas',
      pedir_mesas: 'Pide al administrador que registre las mesas de la sede.',
    },
  },
};

export const en = {
  comanda: {
    mapa: {
      titulo: 'Tables',
      sede: 'Venue',
      zonas: 'Zones',
      sin_zona: 'No zone',
      plano: 'Floor plan of %{zona}',
      sin_plano: 'Tables without a place on the floor plan',
      libre: 'Free',
      ocupada: 'Occupied',
      minutos: '%{minutos} min',
      lineas: '%{smart_count} item |||| %{smart_count} items',
      mesa_libre: '%{nombre}, free',
      mesa_ocupada: '%{nombre}, occupied, %{total}, open for %{minutos} min',
      resumen: '%{ocupadas} of %{total} tables occupied',
      cargando: 'Loading the tables…',
      no_cargo: 'The tables could not be loaded: %{mensaje}',
      reintentar: 'Retry',
      sin_sedes: 'The company has no venues yet.',
      sin_mesas: 'This venue has no tables yet.',
      registrar_mesas: 'Add tables',
      pedir_mesas: "Ask the administrator to add the venue's tables.",
    },
  },
};
