const mensajes = {
  comanda: {
    mesas_varias: {
      boton: 'Crea più tavoli',
      titulo: 'Crea più tavoli',
      sede: 'Punto vendita',
      prefijo: 'Nome',
      desde: 'Dal numero',
      hasta: 'Al numero',
      zona: 'Zona',
      zona_ayuda: 'Facoltativo: Sala, Terrazza, Bancone…',
      crear: 'Crea tavoli',
      omitidas: 'Esistevano già e non sono stati ricreati: %{nombres}',
    },
    plano_mesas: {
      pestana: 'Pianta',
      sede: 'Punto vendita',
      zona: 'Zona',
      sin_zona: 'Senza zona',
      plano: 'Pianta di %{zona}',
      instrucciones:
        'Trascina un tavolo con il dito o il mouse per spostarlo; da tastiera, mettilo a fuoco e usa le frecce.',
      mesa: '%{nombre}, posizione %{x}, %{y}',
      sin_sedes: "L'azienda non ha ancora punti vendita.",
      sin_mesas: "Questo punto vendita non ha ancora tavoli. Registrali nell'elenco.",
      cargando: 'Caricamento della pianta…',
      no_cargo: 'Impossibile caricare la pianta: %{mensaje}',
      guardada: '%{nombre} è ora nella posizione %{x}, %{y}',
      no_guardada: 'Impossibile salvare la posizione di %{nombre}: %{mensaje}',
    },
  },
};

export default mensajes;
