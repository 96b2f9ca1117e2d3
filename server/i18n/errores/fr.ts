import type { TraduccionErrores } from './es';

export const fr: TraduccionErrores = {
  mensajes: {
    'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.':
      "Une erreur inattendue s'est produite. Réessayez et, si l'erreur persiste, contactez le support.",
    'El cuerpo de la solicitud no es un JSON válido': "Le corps de la requête n'est pas un JSON valide",
    'El cuerpo de la solicitud está vacío': 'Le corps de la requête est vide',
    'Tipo de contenido no soportado': 'Type de contenu non pris en charge',
    'La solicitud supera el tamaño máximo permitido': 'La requête dépasse la taille maximale autorisée',
    'El archivo supera el tamaño máximo permitido de {mb} MB':
      'Le fichier dépasse la taille maximale autorisée de {mb} Mo',
    'Solo se permite un archivo por solicitud': 'Un seul fichier est autorisé par requête',
    'La solicitud tiene demasiadas partes': 'La requête comporte trop de parties',
    'La solicitud no es multipart/form-data': "La requête n'est pas au format multipart/form-data",
    'La solicitud tardó demasiado': 'La requête a pris trop de temps',
    'La ruta solicitada no existe': "La route demandée n'existe pas",
    'La solicitud no es válida': "La requête n'est pas valide",
    'El registro no existe o no pertenece a tu empresa':
      "L'enregistrement n'existe pas ou n'appartient pas à votre entreprise",
    'No tienes permiso para realizar esta acción': "Vous n'avez pas l'autorisation d'effectuer cette action",
    'No tienes permiso para acceder a este módulo.': "Vous n'avez pas l'autorisation d'accéder à ce module.",
    'El icono debe ser una imagen PNG, JPG, WEBP o GIF': "L'icône doit être une image PNG, JPG, WEBP ou GIF",
    'El campo {campo} es requerido': 'Le champ {campo} est obligatoire',
    'El campo {campo} debe ser un número': 'Le champ {campo} doit être un nombre',
    'El campo {campo} debe ser verdadero o falso': 'Le champ {campo} doit être vrai ou faux',
    'El campo {campo} no tiene un formato válido': "Le champ {campo} n'a pas un format valide",
    'El campo {campo} debe tener al menos {n} caracteres':
      'Le champ {campo} doit contenir au moins {n} caractères',
    'El campo {campo} debe tener al menos {n} elementos':
      'Le champ {campo} doit contenir au moins {n} éléments',
    'El campo {campo} debe ser mayor o igual a {n}': 'Le champ {campo} doit être supérieur ou égal à {n}',
    'El campo {campo} no puede tener más de {n} caracteres':
      'Le champ {campo} ne peut pas dépasser {n} caractères',
    'El campo {campo} no puede tener más de {n} elementos':
      'Le champ {campo} ne peut pas contenir plus de {n} éléments',
    'El campo {campo} debe ser menor o igual a {n}': 'Le champ {campo} doit être inférieur ou égal à {n}',
    'El campo {campo} debe ser un correo electrónico válido':
      'Le champ {campo} doit être une adresse e-mail valide',
    'El campo {campo} tiene un valor no permitido': 'Le champ {campo} contient une valeur non autorisée',
    'El campo {campo} no es válido': "Le champ {campo} n'est pas valide",
    'La solicitud contiene campos no permitidos': 'La requête contient des champs non autorisés',
    'Los datos enviados no son válidos': 'Les données envoyées ne sont pas valides',
    'Un valor no cumple las reglas del registro': "Une valeur ne respecte pas les règles de l'enregistrement",
    'El registro relacionado no existe o no pertenece a tu empresa':
      "L'enregistrement associé n'existe pas ou n'appartient pas à votre entreprise",
    'No se puede eliminar: el registro está en uso': "Suppression impossible : l'enregistrement est utilisé",
    'Ya existe un registro con ese valor': 'Un enregistrement avec cette valeur existe déjà',
    'La cantidad debe ser mayor que cero': 'La quantité doit être supérieure à zéro',
    'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto':
      "Le prix d'un produit de la commande ne peut pas être négatif ; corrigez le prix du produit",
    'El total de una línea de la venta no puede ser negativo; corrige el precio del producto':
      "Le total d'une ligne de la vente ne peut pas être négatif ; corrigez le prix du produit",
    'Los valores de la compra no pueden ser negativos':
      "Les montants de l'achat ne peuvent pas être négatifs",
    'El costo, el descuento y el IVA de una línea no pueden ser negativos':
      "Le coût, la remise et la TVA d'une ligne ne peuvent pas être négatifs",
    'La tarifa de IVA debe estar entre 0 y 100': 'Le taux de TVA doit être compris entre 0 et 100',
    'Los comensales deben estar entre 1 y 999': 'Le nombre de couverts doit être compris entre 1 et 999',
    'El descuento no puede ser negativo ni mayor que el subtotal de la venta':
      'La remise ne peut être ni négative ni supérieure au sous-total de la vente',
    'La propina no puede ser negativa': 'Le pourboire ne peut pas être négatif',
    'El valor de cada pago debe ser mayor que cero':
      'Le montant de chaque paiement doit être supérieur à zéro',
    'El valor recibido no puede ser menor que el valor del pago':
      'Le montant reçu ne peut pas être inférieur au montant du paiement',
    'El saldo de apertura no puede ser negativo': "Le fonds de caisse d'ouverture ne peut pas être négatif",
    'El valor contado no puede ser negativo': 'Le montant compté ne peut pas être négatif',
    'El subtotal y el impuesto no pueden ser negativos':
      'Le sous-total et la taxe ne peuvent pas être négatifs',
    'La cantidad de cada ingrediente debe ser mayor que cero':
      'La quantité de chaque ingrédient doit être supérieure à zéro',
    'Un producto no puede ser ingrediente de su propia receta':
      'Un produit ne peut pas être un ingrédient de sa propre recette',
    'Correo o contraseña incorrectos': 'Adresse e-mail ou mot de passe incorrect',
    'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.':
      "Votre utilisateur est inactif. Contactez l'administrateur de votre entreprise.",
    'Este usuario ya se encuentra registrado': 'Cet utilisateur est déjà inscrit',
    'El enlace para restablecer la contraseña no es válido o ha expirado':
      "Le lien de réinitialisation du mot de passe n'est pas valide ou a expiré",
    'El enlace de verificación no es válido o ha expirado':
      "Le lien de vérification n'est pas valide ou a expiré",
    'La contraseña actual no es correcta': "Le mot de passe actuel n'est pas correct",
    'La nueva contraseña debe ser distinta de la actual':
      "Le nouveau mot de passe doit être différent de l'actuel",
    'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.':
      'Le mot de passe est trop facile à deviner. Utilisez au moins 8 caractères et évitez les mots de passe courants ou divulgués, les suites (12345678, qwerty), les répétitions et vos données personnelles comme votre nom ou votre adresse e-mail.',
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.':
      'Trop de tentatives. Patientez une minute puis réessayez.',
    'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera {espera} antes de volver a intentarlo o restablece tu contraseña.':
      'Trop de tentatives échouées pour ce compte. Par sécurité, patientez {espera} avant de réessayer ou réinitialisez votre mot de passe.',
    'Ops!! debes de llenar la casilla de captcha para continuar !':
      'Oups ! Vous devez cocher la case du captcha pour continuer.',
    'Ops!!, haz click en el captcha para verificar que no eres un robot':
      "Oups ! Cliquez sur le captcha pour vérifier que vous n'êtes pas un robot.",
    'Ops!!, el captcha ha expirado, por favor recarga la pagina':
      'Oups ! Le captcha a expiré, veuillez recharger la page.',
    'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.':
      'Impossible de vérifier le captcha pour le moment. Réessayez dans quelques minutes.',
    'El captcha ALTCHA no está habilitado en este servidor':
      "Le captcha ALTCHA n'est pas activé sur ce serveur",
    'El campo debe de ser un número telefonico': 'Le champ doit être un numéro de téléphone',
    'El indicativo del número no coincide con el del país elegido':
      "L'indicatif du numéro ne correspond pas à celui du pays choisi",
    'Debe de seleccionar un pais valido': 'Veuillez sélectionner un pays valide',
    'El campo debe de ser un correo electronico': 'Le champ doit être une adresse e-mail',
    'Debe de seleccionar un tipo de negocio valido': "Veuillez sélectionner un type d'établissement valide",
    'Debe de seleccionar un tipo de documento valido': 'Veuillez sélectionner un type de document valide',
    'Debe de seleccionar un indicativo valido': 'Veuillez sélectionner un indicatif valide',
    'La contraseña debe tener al menos {n} caracteres':
      'Le mot de passe doit contenir au moins {n} caractères',
    'La contraseña no puede tener más de {n} caracteres':
      'Le mot de passe ne peut pas dépasser {n} caractères',
    'Se debe de ingresar un correo electronico valido': 'Veuillez saisir une adresse e-mail valide',
    'Se debe de ingresar una contraseña': 'Veuillez saisir un mot de passe',
    'El método de inicio de sesión no es válido': "La méthode de connexion n'est pas valide",
    'La invitación se acepta desde el enlace del correo, no al iniciar sesión':
      "L'invitation s'accepte depuis le lien de l'e-mail, pas lors de la connexion",
    'El campo es requerido': 'Ce champ est obligatoire',
    'El email no es válido': "L'adresse e-mail n'est pas valide",
    'Sesión iniciada correctamente': 'Connexion réussie',
    'Cuenta creada exitosamente': 'Compte créé avec succès',
    'Sesión cerrada correctamente': 'Déconnexion réussie',
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.':
      "Si l'adresse e-mail est enregistrée, nous vous avons envoyé un lien pour réinitialiser votre mot de passe. Consultez votre boîte de réception.",
    'Contraseña restablecida correctamente': 'Mot de passe réinitialisé avec succès',
    'Tu correo ha sido verificado correctamente': 'Votre adresse e-mail a bien été vérifiée',
    'Tu correo ya se encuentra verificado': 'Votre adresse e-mail est déjà vérifiée',
    'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.':
      'Mot de passe mis à jour avec succès. Vos autres sessions ont été fermées.',
    'Invitación enviada correctamente': 'Invitation envoyée avec succès',
    'Invitación reenviada correctamente': 'Invitation renvoyée avec succès',
    'Invitación cancelada correctamente': 'Invitation annulée avec succès',
    'Usuario creado correctamente': 'Utilisateur créé avec succès',
    'Una de las sedes indicadas no existe': "L'un des établissements indiqués n'existe pas",
    'Usuario actualizado correctamente': 'Utilisateur mis à jour avec succès',
    'Usuario eliminado correctamente': 'Utilisateur supprimé avec succès',
    'Cuenta activada correctamente. Ya puedes iniciar sesión.':
      'Compte activé avec succès. Vous pouvez maintenant vous connecter.',
    'Este correo ya pertenece a un usuario registrado':
      'Cette adresse e-mail appartient déjà à un utilisateur inscrit',
    'Debe de seleccionar un rol valido': 'Veuillez sélectionner un rôle valide',
    'Módulo no válido': 'Module non valide',
    'El estado debe ser 1 (activo) o 0 (inactivo)': 'Le statut doit être 1 (actif) ou 0 (inactif)',
    'El rol del propietario no se puede cambiar': 'Le rôle du propriétaire ne peut pas être modifié',
    'El propietario no se puede desactivar': 'Le propriétaire ne peut pas être désactivé',
    'El propietario no se puede eliminar': 'Le propriétaire ne peut pas être supprimé',
    'No puedes desactivar ni eliminar tu propio usuario':
      'Vous ne pouvez ni désactiver ni supprimer votre propre utilisateur',
    'Solo el propietario puede cambiar los datos de otro administrador':
      "Seul le propriétaire peut modifier les données d'un autre administrateur",
    'Solo el propietario puede nombrar administradores':
      'Seul le propriétaire peut nommer des administrateurs',
    'No puedes cambiar tu propio rol': 'Vous ne pouvez pas modifier votre propre rôle',
    'Usuario actualizado. Enviamos un enlace al nuevo correo: el cambio se aplicará cuando se confirme desde ese enlace.':
      'Utilisateur mis à jour. Nous avons envoyé un lien à la nouvelle adresse e-mail : la modification prendra effet une fois confirmée via ce lien.',
    'Solo el propietario puede transferir la propiedad de la cuenta':
      'Seul le propriétaire peut transférer la propriété du compte',
    'La contraseña no es correcta': "Le mot de passe n'est pas correct",
    'Ya eres el propietario de la cuenta': 'Vous êtes déjà le propriétaire du compte',
    'El nuevo propietario debe ser un usuario activo':
      'Le nouveau propriétaire doit être un utilisateur actif',
    'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.':
      'Propriété transférée avec succès. Vous êtes désormais Administrateur : reconnectez-vous.',
    'La invitación no existe o ya fue aceptada': "L'invitation n'existe pas ou a déjà été acceptée",
    'Este usuario aún no ha aceptado su invitación': "Cet utilisateur n'a pas encore accepté son invitation",
    'No existe un usuario con ese correo en tu empresa':
      "Aucun utilisateur avec cette adresse e-mail n'existe dans votre entreprise",
    'El enlace de invitación no es válido. Pide al administrador que te envíe una nueva invitación.':
      "Le lien d'invitation n'est pas valide. Demandez à l'administrateur de vous envoyer une nouvelle invitation.",
    'Esta invitación ya fue utilizada. Inicia sesión con tu correo y contraseña.':
      'Cette invitation a déjà été utilisée. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
    'La invitación ha expirado. Pide al administrador que te la reenvíe.':
      "L'invitation a expiré. Demandez à l'administrateur de vous la renvoyer.",
  },
  palabras: {
    nombre: 'nom',
    apellidos: 'nom de famille',
    teléfono: 'téléphone',
    'nombre del negocio': "nom de l'établissement",
    'tipo de negocio': "type d'établissement",
    país: 'pays',
    'correo electrónico': 'adresse e-mail',
    contraseña: 'mot de passe',
    'número de documento': 'numéro de document',
    'tipo de documento': 'type de document',
    indicativo: 'indicatif',
    'método de inicio de sesión': 'méthode de connexion',
    invitación: 'invitation',
    dirección: 'adresse',
    'categoría padre': 'catégorie parente',
    icono: 'icône',
    'eliminar icono': "supprimer l'icône",
    orden: 'ordre',
    'visible en la carta': 'visible sur la carte',
    categorías: 'catégories',
    mensaje: 'message',
    traza: "trace d'appels",
    componente: 'composant',
    módulo: 'module',
    'datos adicionales': 'données supplémentaires',
    fecha: 'date',
    valor: 'valeur',
    página: 'page',
    'registros por página': 'lignes par page',
    búsqueda: 'recherche',
    segundo: 'seconde',
    segundos: 'secondes',
    minuto: 'minute',
    minutos: 'minutes',
  },
};
