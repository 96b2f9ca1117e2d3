/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    modificadores_producto: {
      titulo: 'Modificateurs',
      ayuda:
        "Les groupes demandés à la vente de ce produit (cuisson, suppléments…), dans l'ordre touché. Les groupes et leurs options se créent dans Groupes de modificateurs.",
      ninguno: "Aucun groupe de modificateurs pour l'instant : créez-les dans Groupes de modificateurs.",
      guardar: 'Enregistrer les modificateurs',
      no_cargo: 'Impossible de charger les modificateurs : %{mensaje}',
    },
    importar: {
      boton: 'Importer',
      titulo: 'Importer des produits',
      ayuda:
        "Téléchargez le modèle, remplissez-le dans Excel (une ligne par produit) et envoyez-le en .xlsx ou .csv. Si une ligne contient des erreurs, rien n'est importé ; un code existant met à jour ce produit.",
      plantilla: 'Télécharger le modèle',
      ejemplo: 'Télécharger un exemple',
      categorias_ayuda:
        "Les catégories du fichier qui n'existent pas sont créées à l'import, et la taxe est reconnue par son nom ou son taux (par ex. « INC 8 % »). Un produit sans code est mis à jour d'après son nom dans sa catégorie : importer deux fois le même fichier ne crée aucun doublon. Avant l'import, vous verrez ce qui va être créé.",
      previa: '%{creados} produits seront créés, %{actualizados} mis à jour.',
      previa_con_categorias:
        '%{creados} produits seront créés, %{actualizados} mis à jour, et ces catégories créées : %{categorias}.',
      previa_confirmar: "Rien n'a encore été importé : confirmez pour importer.",
      confirmar: "Confirmer l'import",
      plantilla_fallo: 'Impossible de télécharger le modèle. Réessayez.',
      elegir: 'Choisir un fichier',
      elegido: 'Fichier choisi : %{nombre}',
      ninguno: 'Aucun fichier choisi',
      subiendo: 'Envoi du fichier…',
      importar: 'Importer',
      cerrar: 'Fermer',
      hecho: 'Import terminé : %{creados} créés et %{actualizados} mis à jour.',
      primeros: 'Seuls les %{n} premiers sont affichés.',
      tabla: 'Erreurs du fichier',
      fila: 'Ligne',
      columna: 'Colonne',
      mensaje: 'Erreur',
    },
    receta: {
      titulo: 'Recette',
      ayuda: "Ingrédients suivis en stock, avec la quantité dans l'unité de chaque ingrédient.",
      ingrediente: 'Ingrédient',
      cantidad: 'Quantité',
      agregar: 'Ajouter un ingrédient',
      guardar: 'Enregistrer la recette',
      cargando: 'Chargement de la recette…',
      no_cargo: 'Impossible de charger la recette : %{mensaje}',
    },
    bajo_minimo: {
      columna: 'Stock',
      chip: 'Sous le minimum : %{existencia} sur %{minimo}',
      chip_existencia: 'En stock : %{existencia}',
      titulo: 'Produits sous le minimum',
      existencia: 'En stock %{existencia} · minimum %{minimo}',
      ajustar: 'Ajuster le stock',
      ver_todos: 'Tout voir dans Produits',
      mas: 'et %{n} autres',
    },
  },
};

export default mensajes;
