export default {
  comanda: {
    opciones_modificador: {
      titulo: 'Options',
      ayuda:
        "Ce qui se choisit en caisse. Le prix s'ajoute à celui du produit (taxe incluse ; vide : gratuit) et l'ingrédient, s'il y en a un, sort du stock pour chaque unité vendue.",
      nombre: 'Option',
      precio: 'Supplément',
      ingrediente: 'Ingrédient consommé',
      cantidad: 'Quantité',
      agregar: 'Ajouter une option',
      guardar: 'Enregistrer les options',
      cargando: 'Chargement des options…',
      no_cargo: 'Impossible de charger les options : %{mensaje}',
    },
  },
};
