/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    mesas_varias: {
      boton: 'Créer plusieurs tables',
      titulo: 'Créer plusieurs tables',
      sede: 'Établissement',
      prefijo: 'Nom',
      desde: 'Du numéro',
      hasta: 'Au numéro',
      zona: 'Salle',
      zona_ayuda: 'Facultatif : Salle, Terrasse, Bar…',
      crear: 'Créer les tables',
      omitidas: "Existaient déjà et n'ont pas été recréées : %{nombres}",
    },
    plano_mesas: {
      pestana: 'Plan de salle',
      sede: 'Établissement',
      zona: 'Salle',
      sin_zona: 'Sans salle',
      plano: 'Plan de %{zona}',
      instrucciones:
        'Faites glisser une table du doigt ou à la souris pour la déplacer ; au clavier, placez le focus dessus et utilisez les flèches.',
      mesa: '%{nombre}, position %{x}, %{y}',
      sin_sedes: "L'entreprise n'a pas encore d'établissement.",
      sin_mesas: "Cet établissement n'a pas encore de tables. Enregistrez-les dans la liste.",
      cargando: 'Chargement du plan…',
      no_cargo: 'Impossible de charger le plan : %{mensaje}',
      guardada: '%{nombre} est maintenant en position %{x}, %{y}',
      no_guardada: "Impossible d'enregistrer la position de %{nombre} : %{mensaje}",
    },
  },
};

export default mensajes;
