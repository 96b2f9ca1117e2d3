export default {
  comanda: {
    opciones_modificador: {
      titulo: 'Opzioni',
      ayuda:
        "Ciò che si sceglie in cassa. Il prezzo si somma a quello del prodotto (tasse incluse; vuoto: gratis) e l'ingrediente, se c'è, esce dal magazzino per ogni unità venduta.",
      nombre: 'Opzione',
      precio: 'Supplemento',
      ingrediente: 'Ingrediente consumato',
      cantidad: 'Quantità',
      agregar: 'Aggiungi opzione',
      guardar: 'Salva opzioni',
      cargando: 'Caricamento delle opzioni…',
      no_cargo: 'Impossibile caricare le opzioni: %{mensaje}',
    },
  },
};
