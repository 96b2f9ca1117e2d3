/**
 * Texts of the public pages, the captcha, the country-code dropdown and the route guard. Spanish is the spec's exact
 * wording (note the trailing space of 'El campo es requerido ' where the spec has it); English is complete.
 */
export const es = {
  comanda: {
    auth: {
      sin_permiso: 'No tienes permiso para acceder a este módulo.',
    },
    captcha: {
      cargando: 'Cargando captcha...',
      error_carga: 'No se pudo cargar el captcha. Revisa tu conexión e inténtalo de nuevo.',
    },
    indicativo: {
      etiqueta: 'Indicativo',
      bandera: 'Bandera de %{pais}',
    },
    publico: {
      comun: {
        app: 'Comanda',
        correo: 'Correo electrónico',
        contrasena: 'Contraseña',
        confirmar_contrasena: 'Confirmar contraseña',
        ir_inicio: 'Ir al inicio',
      },
      validacion: {
        signin_correo: 'Se debe de ingresar un correo electronico valido',
        signin_contrasena: 'Se debe de ingresar una contraseña',
        signin_captcha: 'Ops!! debes de llenar la casilla de captcha para continuar !',
        requerido: 'El campo es requerido ',
        requerido_correo: 'El campo es requerido',
        telefono: 'El campo debe de ser un número telefonico',
        pais: 'Debe de seleccionar un pais valido',
        correo: 'El campo debe de ser un correo electronico',
        email_invalido: 'El email no es válido',
        contrasenas_no_coinciden: 'Ops!! las contraseñas no coinciden',
        captcha: 'Ops!!, haz click en el captcha para verificar que no eres un robot',
        captcha_expirado: 'Ops!!, el captcha ha expirado, por favor recarga la pagina',
      },
      signin: {
        titulo: 'Iniciar sesión',
        subtitulo: 'Ingresa a tu cuenta para continuar',
        boton: 'Iniciar sesión',
        olvido: '¿Olvidaste tu contraseña?',
        sin_cuenta: '¿No tienes una cuenta?',
        registrarse: 'Regístrate',
        exito: 'Has iniciado sesión correctamente',
      },
      signup: {
        titulo: 'Crear cuenta',
        subtitulo: 'Registra tu negocio y empieza tu periodo de prueba',
        nombre: 'Nombre',
        apellidos: 'Apellidos',
        telefono: 'Número telefónico',
        negocio: 'Nombre del negocio',
        tipo_negocio: 'Tipo de negocio',
        pais: 'País',
        tipo_documento: 'Tipo de documento',
        documento: 'Número de documento',
        boton: 'Crear cuenta',
        con_cuenta: '¿Ya tienes una cuenta?',
        ingresar: 'Inicia sesión',
        exito: 'Cuenta creada correctamente',
        ya_registrado: 'Este usuario ya se encuentra registrado',
        tipos_negocio: {
          bar: 'Bar',
          restaurante: 'Restaurante',
          cafeteria: 'Cafeteria',
          otro: 'Otro',
        },
      },
      forgot: {
        titulo: 'Recuperar contraseña',
        instrucciones:
          'Ingresa tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.',
        regresar: 'Regresar',
        enviar: 'Enviar Correo',
        exito: 'Te enviamos un correo con las instrucciones para restablecer tu contraseña.',
      },
      reset: {
        titulo: 'Restablecer contraseña',
        nueva: 'Nueva contraseña',
        confirmar: 'Confirmar contraseña',
        boton: 'Restablecer contraseña',
        exito: 'Tu contraseña se restableció correctamente. En unos segundos irás al inicio.',
      },
      verificacion: {
        titulo: 'Verificación de correo',
        verifying: 'Estamos verificando tu correo electrónico...',
        success: 'Tu correo electrónico fue verificado correctamente. En unos segundos irás al inicio.',
        error:
          'No pudimos verificar tu correo electrónico. Por favor comunícate con soporte para que te ayudemos.',
        alreadyVerified: 'Tu correo electrónico ya estaba verificado. En unos segundos irás al inicio.',
      },
      no_encontrado: {
        titulo: 'Página no encontrada',
        mensaje: 'La página que buscas no existe o cambió de dirección.',
        inicio: 'Volver al inicio',
      },
    },
  },
};

export type MensajesPublicos = typeof es;

export const en: MensajesPublicos = {
  comanda: {
    auth: {
      sin_permiso: 'You do not have permission to open this module.',
    },
    captcha: {
      cargando: 'Loading captcha...',
      error_carga: 'The captcha could not be loaded. Check your connection and try again.',
    },
    indicativo: {
      etiqueta: 'Dial code',
      bandera: 'Flag of %{pais}',
    },
    publico: {
      comun: {
        app: 'Comanda',
        correo: 'Email',
        contrasena: 'Password',
        confirmar_contrasena: 'Confirm password',
        ir_inicio: 'Go to the home page',
      },
      validacion: {
        signin_correo: 'Enter a valid email address',
        signin_contrasena: 'Enter a password',
        signin_captcha: 'Oops! Fill in the captcha box to continue!',
        requerido: 'This field is required',
        requerido_correo: 'This field is required',
        telefono: 'This field must be a phone number',
        pais: 'Select a valid country',
        correo: 'This field must be an email address',
        email_invalido: 'The email is not valid',
        contrasenas_no_coinciden: 'Oops! The passwords do not match',
        captcha: 'Oops! Click the captcha to prove you are not a robot',
        captcha_expirado: 'Oops! The captcha has expired, please reload the page',
      },
      signin: {
        titulo: 'Sign in',
        subtitulo: 'Sign in to your account to continue',
        boton: 'Sign in',
        olvido: 'Forgot your password?',
        sin_cuenta: "Don't have an account?",
        registrarse: 'Sign up',
        exito: 'You have signed in successfully',
      },
      signup: {
        titulo: 'Create account',
        subtitulo: 'Register your business and start your trial period',
        nombre: 'First name',
        apellidos: 'Last name',
        telefono: 'Phone number',
        negocio: 'Business name',
        tipo_negocio: 'Business type',
        pais: 'Country',
        tipo_documento: 'Document type',
        documento: 'Document number',
        boton: 'Create account',
        con_cuenta: 'Already have an account?',
        ingresar: 'Sign in',
        exito: 'Account created successfully',
        ya_registrado: 'This user is already registered',
        tipos_negocio: {
          bar: 'Bar',
          restaurante: 'Restaurant',
          cafeteria: 'Coffee shop',
          otro: 'Other',
        },
      },
      forgot: {
        titulo: 'Recover password',
        instrucciones: 'Enter your email address and we will send you a link to reset your password.',
        regresar: 'Back',
        enviar: 'Send email',
        exito: 'We sent you an email with instructions to reset your password.',
      },
      reset: {
        titulo: 'Reset password',
        nueva: 'New password',
        confirmar: 'Confirm password',
        boton: 'Reset password',
        exito: 'Your password has been reset. You will be taken to the home page in a few seconds.',
      },
      verificacion: {
        titulo: 'Email verification',
        verifying: 'We are verifying your email address...',
        success: 'Your email address has been verified. You will be taken to the home page in a few seconds.',
        error: 'We could not verify your email address. Please contact support so we can help you.',
        alreadyVerified:
          'Your email address was already verified. You will be taken to the home page in a few seconds.',
      },
      no_encontrado: {
        titulo: 'Page not found',
        mensaje: 'The page you are looking for does not exist or has moved.',
        inicio: 'Back to the home page',
      },
    },
  },
};
