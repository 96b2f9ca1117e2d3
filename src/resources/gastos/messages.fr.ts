/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    gastos: {
      titulo: 'Dépenses',
      nuevo: 'Enregistrer une dépense',
      editar: 'Modifier la dépense',
      volver: 'Retour aux dépenses',
      sin_id: "Le numéro de la dépense manque dans l'adresse.",
      no_existe: "La dépense n'existe pas ou n'appartient pas à votre entreprise.",
      no_cargo: 'Impossible de charger la dépense.',
      buscar: 'Rechercher par libellé, facture, fournisseur ou type',
      registrar: 'Enregistrer',
      creado: 'Dépense enregistrée',
      actualizado: 'Dépense modifiée',
      anulado: 'Dépense annulée',
      anulado_no_editar: 'La dépense est annulée : elle ne peut pas être modifiée.',
      campos: {
        fecha: 'Date',
        id_forma_pago: 'Moyen de paiement',
        numero_factura: 'Numéro de facture',
        id_tipo_gasto: 'Type de dépense',
        concepto_gasto: 'Libellé',
        subtotal: 'Sous-total',
        impuesto: 'Taxe',
        total: 'Total',
        id_nit: 'Fournisseur',
        estado: 'Statut',
      },
      total_calculado: 'Total : %{total}',
      total_pendiente: 'Total : saisissez le sous-total et la taxe en pesos',
      registrado: 'enregistrée',
      filtro_estado: 'Statut',
      anular: 'Annuler',
      anular_titulo: 'Annuler la dépense',
      anular_pregunta:
        'Annuler la dépense « %{concepto} » de %{total} ? Elle restera enregistrée comme annulée.',
      motivo: "Motif de l'annulation",
      motivo_requerido: "Saisissez le motif de l'annulation",
      cancelar: 'Retour',
      confirmar: 'Annuler la dépense',
    },
  },
};

export default mensajes;
