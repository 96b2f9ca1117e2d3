const mensajes = {
  comanda: {
    modificadores_producto: {
      titulo: 'Modificatori',
      ayuda:
        "I gruppi richiesti vendendo questo prodotto (cottura, aggiunte…), nell'ordine toccato. I gruppi e le loro opzioni si creano in Gruppi di modificatori.",
      ninguno: 'Non ci sono ancora gruppi di modificatori: creali in Gruppi di modificatori.',
      guardar: 'Salva modificatori',
      no_cargo: 'Impossibile caricare i modificatori: %{mensaje}',
    },
    importar: {
      boton: 'Importa',
      titulo: 'Importa prodotti',
      ayuda:
        'Scarica il modello, compilalo in Excel (una riga per prodotto) e caricalo come .xlsx o .csv. Se una riga contiene errori non viene importato nulla; un codice già esistente aggiorna quel prodotto.',
      plantilla: 'Scarica modello',
      ejemplo: 'Scarica esempio',
      categorias_ayuda:
        "Le categorie del file che non esistono vengono create durante l'importazione e l'imposta viene riconosciuta dal nome o dall'aliquota (ad es. «INC 8 %»). Un prodotto senza codice viene aggiornato in base al nome all'interno della sua categoria: importare due volte lo stesso file non duplica nulla. Prima di importare vedrai cosa verrà creato.",
      previa: 'Verranno creati %{creados} prodotti e aggiornati %{actualizados}.',
      previa_con_categorias:
        'Verranno creati %{creados} prodotti, aggiornati %{actualizados} e create le categorie: %{categorias}.',
      previa_confirmar: 'Non è stato ancora importato nulla: conferma per importare.',
      confirmar: 'Conferma importazione',
      plantilla_fallo: 'Impossibile scaricare il modello. Riprova.',
      elegir: 'Scegli file',
      elegido: 'File scelto: %{nombre}',
      ninguno: 'Nessun file scelto',
      subiendo: 'Caricamento del file…',
      importar: 'Importa',
      cerrar: 'Chiudi',
      hecho: 'Importazione completata: %{creados} creati e %{actualizados} aggiornati.',
      primeros: 'Sono mostrati i primi %{n}.',
      tabla: 'Errori del file',
      fila: 'Riga',
      columna: 'Colonna',
      mensaje: 'Errore',
    },
    receta: {
      titulo: 'Ricetta',
      ayuda: "Ingredienti gestiti a magazzino, con la quantità nell'unità di misura di ciascun ingrediente.",
      ingrediente: 'Ingrediente',
      cantidad: 'Quantità',
      agregar: 'Aggiungi ingrediente',
      guardar: 'Salva ricetta',
      cargando: 'Caricamento della ricetta…',
      no_cargo: 'Impossibile caricare la ricetta: %{mensaje}',
    },
    bajo_minimo: {
      columna: 'Magazzino',
      chip: 'Sotto scorta minima: %{existencia} su %{minimo}',
      chip_existencia: 'Giacenza: %{existencia}',
      titulo: 'Prodotti sotto scorta minima',
      existencia: 'Giacenza %{existencia} · minimo %{minimo}',
      ajustar: 'Rettifica magazzino',
      ver_todos: 'Vedi tutti in Prodotti',
      mas: 'e altri %{n}',
    },
  },
};

export default mensajes;
