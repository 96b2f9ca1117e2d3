const mensajes = {
  comanda: {
    categorias: {
      titulo: 'Categorie',
      vacia: 'Ancora nessuna categoria',
      orden: 'Ordine nel menù',
      orden_ayuda:
        "Trascina ogni categoria dalla sua maniglia per ordinare come compaiono in cassa e nel menù; le sottocategorie si ordinano all'interno della categoria padre. Da tastiera: metti il focus sulla maniglia e usa le frecce su e giù (Home e Fine per gli estremi).",
      mover: 'Sposta %{nombre}',
      posicion: '%{nombre}: posizione %{posicion} di %{total}',
      orden_guardado: 'Ordine delle categorie salvato correttamente',
      orden_error: "Impossibile caricare l'ordine delle categorie: %{mensaje}",
      reintentar: 'Riprova',
      oculta_carta: 'Nascosta nel menù',
    },
  },
};

export default mensajes;
