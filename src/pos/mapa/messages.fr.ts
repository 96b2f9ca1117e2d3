/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    mapa: {
      titulo: 'Tables',
      sede: 'Établissement',
      zonas: 'Salles',
      sin_zona: 'Sans salle',
      plano: 'Plan de %{zona}',
      sin_plano: 'Tables sans position sur le plan',
      libre: 'Libre',
      ocupada: 'Occupée',
      minutos: '%{minutos} min',
      lineas: '%{smart_count} produit |||| %{smart_count} produits',
      mesa_libre: '%{nombre}, libre',
      mesa_ocupada: '%{nombre}, occupée, %{total}, ouverte il y a %{minutos} min',
      resumen: '%{ocupadas} tables occupées sur %{total}',
      resumen_cuenta: "%{smart_count} avec l'addition demandée",
      cuenta_pedida: 'Addition demandée',
      mesa_cuenta: '%{nombre}, addition demandée, %{total}, ouverte il y a %{minutos} min',
      cargando: 'Chargement des tables…',
      no_cargo: 'Impossible de charger les tables : %{mensaje}',
      reintentar: 'Réessayer',
      sin_sedes: "L'entreprise n'a pas encore d'établissement.",
      sin_mesas: "Cet établissement n'a pas encore de tables.",
      registrar_mesas: 'Enregistrer des tables',
      pedir_mesas: "Demandez à l'administrateur d'enregistrer les tables de l'établissement.",
    },
  },
};

export default mensajes;
