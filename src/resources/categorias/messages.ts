export const es = {
  comanda: {
    categorias: {
      titulo: 'Categorías',
      nueva: 'Registrar categoría',
      editar: 'Editar categoría',
      buscar: 'Buscar categoría',
      registrar: 'Registrar',
      campos: {
        icono: 'Icono',
        nombre: 'Nombre',
        padre: 'Categoría padre',
        sin_padre: '—',
      },
      icono_ayuda: 'Imagen PNG, JPG, WEBP o GIF de hasta 2 MB',
      icono_soltar: 'Arrastra una imagen o haz clic para elegirla',
      icono_grande: 'La imagen pesa más de 2 MB: redúcela o elige otra',
      icono_tipo: 'El archivo no es una imagen PNG, JPG, WEBP o GIF',
      icono_invalido: 'No se pudo usar ese archivo como icono',
      creada: 'Categoría creada correctamente',
      actualizada: 'Categoría actualizada correctamente',
      eliminada: 'Categoría eliminada correctamente',
      eliminar: 'Eliminar',
      vacia: 'Aún no hay categorías',
    },
  },
};

export const en = {
  comanda: {
    categorias: {
      titulo: 'Categories',
      nueva: 'New category',
      editar: 'Edit category',
      buscar: 'Search category',
      registrar: 'Create',
      campos: {
        icono: 'Icon',
        nombre: 'Name',
        padre: 'Parent category',
        sin_padre: '—',
      },
      icono_ayuda: 'PNG, JPG, WEBP or GIF image up to 2 MB',
      icono_soltar: 'Drop an image or click to choose one',
      icono_grande: 'The image is larger than 2 MB: shrink it or choose another',
      icono_tipo: 'The file is not a PNG, JPG, WEBP or GIF image',
      icono_invalido: 'That file cannot be used as an icon',
      creada: 'Category created',
      actualizada: 'Category updated',
      eliminada: 'Category deleted',
      eliminar: 'Delete',
      vacia: 'No categories yet',
    },
  },
};
