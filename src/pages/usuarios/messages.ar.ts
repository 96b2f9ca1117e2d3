const mensajes = {
  comanda: {
    roles: {
      0: 'المالك',
      1: 'المسؤول',
      2: 'أمين الصندوق',
      3: 'النادل',
      4: 'المطبخ',
      5: 'المحاسب',
    },
    usuarios: {
      titulo: 'المستخدمون',
      invitar: 'دعوة مستخدم',
      invitar_titulo: 'دعوة مستخدم',
      editar_titulo: 'تعديل المستخدم',
      enviar_invitacion: 'إرسال الدعوة',
      guardar: 'حفظ',
      cancelar: 'إلغاء',
      cancelar_invitacion: 'إلغاء الدعوة',
      reintentar: 'إعادة المحاولة',
      cargando: 'جارٍ تحميل المستخدمين',
      todos_los_modulos: 'لهذا الدور صلاحية الوصول إلى جميع الوحدات.',
      sedes_ayuda: 'إذا لم يُحدَّد أي فرع، يعمل المستخدم في جميع الفروع.',
      pestanas: {
        activos: 'النشطون',
        inactivos: 'غير النشطين',
        invitaciones: 'الدعوات',
      },
      vacio: {
        activos: 'لا يوجد مستخدمون نشطون.',
        inactivos: 'لا يوجد مستخدمون غير نشطين.',
        invitaciones: 'لا توجد دعوات معلّقة.',
      },
      campos: {
        nombre: 'الاسم',
        apellido: 'اسم العائلة',
        telefono: 'رقم الهاتف',
        sedes: 'الفروع',
        correo: 'البريد الإلكتروني',
        rol: 'الدور',
        modulos: 'الوحدات',
        acciones: 'الإجراءات',
      },
      acciones: {
        editar: 'تعديل',
        desactivar: 'تعطيل',
        reactivar: 'إعادة التفعيل',
        eliminar: 'حذف',
        reenviar: 'إعادة الإرسال',
        cancelar: 'إلغاء',
        transferir: 'جعله المالك',
      },
      correo_pendiente: 'بانتظار التأكيد: %{correo}',
      transferir: {
        titulo: 'نقل ملكية الحساب',
        aviso:
          'سيصبح %{nombre} مالك الحساب وستبقى أنت بصفة مسؤول. ستُغلق جلسات كليكما. اكتب كلمة المرور للتأكيد.',
        contrasena: 'كلمة المرور الخاصة بك',
        confirmar: 'نقل',
      },
    },
  },
};

export default mensajes;
