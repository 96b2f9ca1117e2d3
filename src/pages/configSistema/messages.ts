import {
  CONFIGURACIONES,
  GRUPOS_CONFIGURACION,
  MENSAJES_CONFIGURACION,
} from '../../../common/configuraciones';

/**
 * Texts of /configSistema (settings, sales goals, own account). The settings' labels, groups and validation texts
 * come from their one declaration (common/configuraciones.ts), in both languages.
 */
const derivados = (idioma: 'es' | 'en') => ({
  grupos: Object.fromEntries(
    GRUPOS_CONFIGURACION.map((g) => [g.grupo, { titulo: g.titulo[idioma], ayuda: g.ayuda?.[idioma] ?? '' }]),
  ),
  entradas: Object.fromEntries(
    CONFIGURACIONES.map((e) => [e.nombre, { etiqueta: e.etiqueta[idioma], ayuda: e.ayuda?.[idioma] ?? '' }]),
  ),
  validacion: { ...MENSAJES_CONFIGURACION[idioma] },
});

export const es = {
  comanda: {
    configuracion: {
      titulo: 'Configuración del sistema',
      guardar: 'Guardar',
      guardada: 'Configuración guardada correctamente',
      digito: 'Dígito de verificación: %{digito}',
      sin_sedes: 'Tu empresa aún no tiene sedes.',
      sede: 'Sede %{sede}',
      logo: {
        titulo: 'Logo de los recibos',
        ayuda: 'Se imprime en los recibos. PNG, JPG, WEBP o GIF de hasta 2 MB.',
        alt: 'Logo de la empresa',
        sin_logo: 'Sin logo',
        subir: 'Subir logo',
        cambiar: 'Cambiar logo',
        quitar: 'Quitar logo',
        tipo: 'El logo debe ser una imagen PNG, JPG, WEBP o GIF',
        tamano: 'El archivo supera el tamaño máximo permitido de 2 MB',
      },
      sedes: {
        titulo: 'Sedes',
        ayuda: 'El nombre y la dirección de cada sede, como los ven tu equipo y tus clientes.',
        nombre: 'Nombre de la sede',
        direccion: 'Dirección de la sede',
        guardar: 'Guardar sede',
        guardar_sede: 'Guardar sede %{sede}',
        campos: { nombre: 'nombre', direccion: 'dirección' },
        requerido: 'El campo %{campo} es requerido',
        largo: 'El campo %{campo} no puede tener más de %{max} caracteres',
      },
      ...derivados('es'),
    },
    objetivos: {
      titulo: 'Objetivos de ventas',
      ayuda: 'Meta mensual de ventas por sede. Los días se cuentan en la hora de Bogotá.',
      objetivo: 'Objetivo mensual',
      guardar: 'Guardar objetivo',
      mes: 'Mes %{mes}',
      progreso: 'Progreso del mes',
      vendido: 'Vendido: %{valor} de %{objetivo}',
      dias_restantes: 'Días restantes: %{dias}',
      ritmo: 'Ritmo diario necesario: %{valor}',
      cumplido: '¡Objetivo cumplido!',
      sin_objetivo: 'Sin objetivo',
    },
    cuenta: {
      titulo: 'Mi cuenta',
      datos: 'Mis datos',
      nombre: 'Nombre',
      apellido: 'Apellido',
      telefono: 'Teléfono',
      correo: 'Correo',
      guardar: 'Guardar',
      password: 'Cambiar contraseña',
      password_actual: 'Contraseña actual',
      password_nueva: 'Nueva contraseña',
      password_confirmar: 'Confirmar contraseña',
      no_coinciden: 'Las contraseñas no coinciden',
      cambiar: 'Cambiar contraseña',
    },
  },
};

export const en = {
  comanda: {
    configuracion: {
      titulo: 'System settings',
      guardar: 'Save',
      guardada: 'Settings saved successfully',
      digito: 'Check digit: %{digito}',
      sin_sedes: 'Your company has no venues yet.',
      sede: 'Venue %{sede}',
      logo: {
        titulo: 'Receipt logo',
        ayuda: 'Printed on receipts. PNG, JPG, WEBP or GIF up to 2 MB.',
        alt: 'Company logo',
        sin_logo: 'No logo',
        subir: 'Upload logo',
        cambiar: 'Change logo',
        quitar: 'Remove logo',
        tipo: 'The logo must be a PNG, JPG, WEBP or GIF image',
        tamano: 'The file is larger than the 2 MB limit',
      },
      sedes: {
        titulo: 'Venues',
        ayuda: 'The name and address of each venue, as your team and your customers see them.',
        nombre: 'Venue name',
        direccion: 'Venue address',
        guardar: 'Save venue',
        guardar_sede: 'Save venue %{sede}',
        campos: { nombre: 'name', direccion: 'address' },
        requerido: 'The field %{campo} is required',
        largo: 'The field %{campo} cannot be longer than %{max} characters',
      },
      ...derivados('en'),
    },
    objetivos: {
      titulo: 'Sales goals',
      ayuda: 'Monthly sales target per venue. Days are counted in Bogotá time.',
      objetivo: 'Monthly goal',
      guardar: 'Save goal',
      mes: 'Month %{mes}',
      progreso: 'This month’s progress',
      vendido: 'Sold: %{valor} of %{objetivo}',
      dias_restantes: 'Days left: %{dias}',
      ritmo: 'Daily pace needed: %{valor}',
      cumplido: 'Goal reached!',
      sin_objetivo: 'No goal',
    },
    cuenta: {
      titulo: 'My account',
      datos: 'My details',
      nombre: 'First name',
      apellido: 'Last name',
      telefono: 'Phone',
      correo: 'E-mail',
      guardar: 'Save',
      password: 'Change password',
      password_actual: 'Current password',
      password_nueva: 'New password',
      password_confirmar: 'Confirm password',
      no_coinciden: 'The passwords do not match',
      cambiar: 'Change password',
    },
  },
};
