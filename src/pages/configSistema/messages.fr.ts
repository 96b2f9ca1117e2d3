/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    cartaQr: {
      titulo: 'Carte numérique et QR code',
      enlace: 'Carte numérique et QR code',
      ayuda:
        'Chaque établissement a sa propre carte publique. Imprimez les chevalets et posez-les sur les tables : en scannant le code, les clients consultent la carte sur leur téléphone.',
      url: 'Lien de la carte',
      abrir: 'Ouvrir la carte',
      descargar_png: 'Télécharger en PNG',
      descargar_svg: 'Télécharger en SVG',
      imprimir: 'Imprimer les chevalets',
      por_hoja: 'Chevalets par feuille A4',
      regenerar: 'Régénérer',
      regenerar_titulo: 'Régénérer le QR code',
      regenerar_confirmar:
        'Le QR code actuel de « %{sede} » ne fonctionnera plus et vous devrez réimprimer les chevalets. Continuer ?',
      solo_propietario: 'Seul le propriétaire peut régénérer le QR code.',
      qr_de: 'QR code de la carte de %{sede}',
      escanea: 'Scannez pour voir la carte',
      sin_sedes: 'Aucun établissement enregistré.',
      error: 'Impossible de charger les QR codes',
    },
    configuracion: {
      titulo: 'Paramètres du système',
      guardar: 'Enregistrer',
      guardada: 'Paramètres enregistrés',
      digito: 'Chiffre de contrôle : %{digito}',
      sin_sedes: "Votre entreprise n'a pas encore d'établissement.",
      sede: 'Établissement %{sede}',
      logo: {
        titulo: 'Logo des tickets',
        ayuda: "Il est imprimé sur les tickets. PNG, JPG, WEBP ou GIF jusqu'à 2 Mo.",
        alt: "Logo de l'entreprise",
        sin_logo: 'Aucun logo',
        subir: 'Téléverser un logo',
        cambiar: 'Changer de logo',
        quitar: 'Retirer le logo',
        tipo: 'Le logo doit être une image PNG, JPG, WEBP ou GIF',
        tamano: 'Le fichier dépasse la taille maximale autorisée de 2 Mo',
      },
      sedes: {
        titulo: 'Établissements',
        ayuda:
          "Le nom et l'adresse de chaque établissement, tels que les voient votre équipe et vos clients.",
        nombre: "Nom de l'établissement",
        direccion: "Adresse de l'établissement",
        guardar: "Enregistrer l'établissement",
        guardar_sede: "Enregistrer l'établissement %{sede}",
        campos: {
          nombre: 'nom',
          direccion: 'adresse',
        },
        requerido: 'Le champ %{campo} est obligatoire',
        largo: 'Le champ %{campo} ne peut pas dépasser %{max} caractères',
        nueva: 'Nouvel établissement',
        crear: "Créer l'établissement",
        inactiva: 'Inactif',
        desactivar: 'Désactiver',
        activar: 'Activer',
        desactivar_sede: "Désactiver l'établissement %{sede}",
        activar_sede: "Activer l'établissement %{sede}",
      },
      grupos: {
        empresa: {
          titulo: "Informations de l'entreprise sur le ticket",
          ayuda: '',
        },
        propina: {
          titulo: 'Pourboire facultatif',
          ayuda:
            'Loi colombienne 1935 de 2018 : le pourboire est facultatif et ne peut pas dépasser 10 % de la consommation ; il est proposé au client avant la facturation.',
        },
        caja: {
          titulo: 'Caisse',
          ayuda: '',
        },
        ventas: {
          titulo: 'Numérotation des ventes par établissement',
          ayuda: '',
        },
        erp: {
          titulo: 'Intégration ERP',
          ayuda: '',
        },
        regional: {
          titulo: 'Devise et fuseau horaire',
          ayuda: '',
        },
      },
      entradas: {
        razonSocial: {
          etiqueta: 'Raison sociale',
          ayuda: '',
        },
        nit: {
          etiqueta: 'NIT',
          ayuda: 'Sans le chiffre de contrôle : il est calculé pendant la saisie.',
        },
        direccion: {
          etiqueta: 'Adresse',
          ayuda: '',
        },
        telefono: {
          etiqueta: 'Téléphone',
          ayuda: '',
        },
        porcentajePropinaSugerida: {
          etiqueta: 'Pourcentage de pourboire suggéré',
          ayuda: '',
        },
        preguntarPropina: {
          etiqueta: 'Proposer le pourboire au client avant la facturation',
          ayuda: '',
        },
        conteoCiego: {
          etiqueta: "Comptage à l'aveugle à la clôture de caisse",
          ayuda: 'Le caissier compte les espèces sans voir le montant attendu.',
        },
        ventaRequiereCajaAbierta: {
          etiqueta: 'Vendre uniquement caisse ouverte',
          ayuda:
            "Désactivé, pour un commerce qui ne compte pas son tiroir : la première vente ouvre la caisse de l'établissement à zéro.",
        },
        prefijoVenta: {
          etiqueta: 'Préfixe du numéro de vente',
          ayuda: '',
        },
        activarErpBegranda: {
          etiqueta: "Activer l'ERP Begranda",
          ayuda: '',
        },
        documentosElectronicos: {
          etiqueta: 'Documents électroniques DIAN (document équivalent POS)',
          ayuda:
            "Chaque vente prend le numéro suivant de la plage POS de son établissement et conserve son XML avec le CUDE. Ne s'active que si tous les établissements ont une plage de numérotation DIAN en vigueur.",
        },
        moneda: {
          etiqueta: 'Devise',
          ayuda: '',
        },
        zonaHoraria: {
          etiqueta: 'Fuseau horaire',
          ayuda: '',
        },
      },
      validacion: {
        desconocida: "Le paramètre indiqué n'existe pas",
        sede: "L'établissement indiqué n'existe pas",
        requerido: 'Ce champ est obligatoire',
        max_caracteres: 'Doit comporter au plus %{max} caractères',
        nit_formato: 'Le NIT ne doit contenir que des chiffres, 15 au maximum',
        nit_digito: 'Le chiffre de contrôle ne correspond pas au NIT',
        telefono: 'Le champ doit être un numéro de téléphone',
        porcentaje: 'Le pourcentage doit être un nombre entre 0 et %{max}, avec au plus deux décimales',
        booleano: 'La valeur doit être 0 ou 1',
        prefijo: "Le préfixe accepte jusqu'à %{max} lettres majuscules, chiffres ou tirets",
        moneda: 'La devise doit être un code ISO 4217 de trois lettres, par exemple COP',
        zonaHoraria: "Le fuseau horaire n'est pas valide, par exemple America/Bogota",
      },
    },
    objetivos: {
      titulo: 'Objectifs de ventes',
      ayuda:
        "Objectif mensuel de chiffre d'affaires par établissement. Les jours sont comptés à l'heure de Bogota.",
      objetivo: 'Objectif mensuel',
      guardar: "Enregistrer l'objectif",
      mes: 'Mois %{mes}',
      progreso: 'Avancement du mois',
      vendido: 'Vendu : %{valor} sur %{objetivo}',
      dias_restantes: 'Jours restants : %{dias}',
      ritmo: 'Rythme quotidien nécessaire : %{valor}',
      cumplido: 'Objectif atteint !',
      sin_objetivo: 'Aucun objectif',
    },
    colaErp: {
      titulo: 'Documents électroniques non transmis à la DIAN',
      vencidos:
        '%{smart_count} document a dépassé les 48 heures sans être transmis |||| %{smart_count} documents ont dépassé les 48 heures sans être transmis',
      por_vencer:
        '%{smart_count} document attend depuis plus de 40 heures (délai : 48 heures) |||| %{smart_count} documents attendent depuis plus de 40 heures (délai : 48 heures)',
      documento: '%{modulo} n° %{id} : %{horas} h',
      contingencia: 'émis en mode de secours',
      mas: 'et %{smart_count} autre |||| et %{smart_count} autres',
      modulos: {
        sale: 'Vente',
        purchase: 'Achat',
        expense: 'Dépense',
        canceledSale: 'Annulation de vente',
        canceledPurchase: "Annulation d'achat",
        canceledExpense: 'Annulation de dépense',
        cuadreCaja: 'Clôture de caisse',
      },
      ver_cola: "Voir la file d'attente",
    },
    rangosDian: {
      titulo: 'Numérotation DIAN',
      ayuda:
        "Les plages de numérotation autorisées par la DIAN à l'entreprise (document équivalent POS par établissement, facture électronique, notes) et le régime fiscal sous lequel les documents sont émis. Seul le propriétaire les voit.",
      regimen: 'Régime fiscal',
      regimen_ayuda:
        "Définit le régime fiscal de l'émetteur dans chaque document électronique (IVA, INC, les deux ou aucun). Art. 512-13 du Statut fiscal colombien : tout restaurant n'est pas redevable de l'impôt national sur la consommation.",
      regimen_sin_declarar:
        "Vous n'avez pas encore déclaré le régime : les documents le déduisent des taxes de chaque vente.",
      responsable_iva: "Redevable de l'IVA",
      responsable_inc: "Redevable de l'impôt national sur la consommation (INC)",
      rangos: 'Plages de numérotation',
      nuevo: 'Nouvelle plage',
      editar: 'Modifier la plage',
      vacio: 'Aucune plage de numérotation enregistrée.',
      numeracion: 'Numérotation',
      vigencia: 'Validité',
      estado: 'Statut',
      disponibles: '%{n} disponibles',
      pin_guardado: 'Un PIN est enregistré : laissez le champ vide pour le conserver.',
      prefijo_nota_propia:
        'NA et NC sont les préfixes de la numérotation propre des notes de l’entreprise : choisissez un autre préfixe pour une plage de notes.',
      campos: {
        tipo: 'Type de document',
        resolucion: 'Numéro de résolution',
        fecha_resolucion: 'Date de résolution',
        prefijo: 'Préfixe',
        desde: 'De',
        hasta: 'À',
        siguiente: 'Numéro suivant',
        vigencia_desde: 'Valable à partir du',
        vigencia_hasta: "Valable jusqu'au",
        clave_tecnica: 'Clé technique',
        ambiente: 'Environnement',
        id_software: 'Identifiant du logiciel',
        pin_software: 'PIN du logiciel',
        id_sede: 'Établissement',
      },
      tipos: {
        pos: 'Document équivalent POS',
        factura: 'Facture électronique',
        nota_credito: 'Avoir',
        nota_ajuste: 'Note de correction POS',
      },
      ambientes: {
        '1': 'Production',
        '2': 'Tests (homologation)',
      },
      estados: {
        vigente: 'En vigueur',
        futuro: 'Pas encore en vigueur',
        vencido: 'Expirée',
        agotado: 'Épuisée',
      },
      alertas: {
        casi_agotado: 'Utilisée à 90 %',
        por_vencer: 'Expire dans moins de 30 jours',
      },
      aviso_casi_agotado:
        'La plage %{rango} de la résolution %{resolucion} a déjà utilisé 90 % de ses numéros : il en reste %{n}. Demandez une nouvelle plage à la DIAN.',
      aviso_por_vencer:
        'La plage %{rango} de la résolution %{resolucion} expire le %{fecha}. Demandez une nouvelle plage à la DIAN.',
      ver_rangos: 'Voir la numérotation DIAN',
    },
    cuenta: {
      titulo: 'Mon compte',
      datos: 'Mes informations',
      nombre: 'Prénom',
      apellido: 'Nom',
      telefono: 'Téléphone',
      correo: 'E-mail',
      guardar: 'Enregistrer',
      password: 'Changer le mot de passe',
      password_actual: 'Mot de passe actuel',
      password_nueva: 'Nouveau mot de passe',
      password_confirmar: 'Confirmer le mot de passe',
      no_coinciden: 'Les mots de passe ne correspondent pas',
      cambiar: 'Changer le mot de passe',
    },
  },
};

export default mensajes;
