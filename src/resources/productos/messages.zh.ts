const mensajes = {
  comanda: {
    modificadores_producto: {
      titulo: '加料选项',
      ayuda:
        '销售此商品时要选择的选项组（熟度、加料等），按点选顺序排列。选项组及其选项在“加料选项组”中创建。',
      ninguno: '还没有加料选项组：请在“加料选项组”中创建。',
      guardar: '保存加料选项',
      no_cargo: '无法加载加料选项：%{mensaje}',
    },
    importar: {
      boton: '导入',
      titulo: '导入商品',
      ayuda:
        '下载模板，在 Excel 中填写（每行一个商品），然后以 .xlsx 或 .csv 格式上传。只要有一行出错，就不会导入任何内容；已存在的编码会更新对应商品。',
      plantilla: '下载模板',
      ejemplo: '下载示例',
      categorias_ayuda:
        '文件中不存在的分类会在导入时自动创建，税费可按名称或税率识别（例如“INC 8 %”）。没有编码的商品按其所在分类内的名称更新：同一文件导入两次不会产生重复。导入前您会看到将要创建的内容。',
      previa: '将创建 %{creados} 个商品，更新 %{actualizados} 个。',
      previa_con_categorias:
        '将创建 %{creados} 个商品，更新 %{actualizados} 个，并创建以下分类：%{categorias}。',
      previa_confirmar: '尚未导入任何内容：请确认以开始导入。',
      confirmar: '确认导入',
      plantilla_fallo: '无法下载模板。请重试。',
      elegir: '选择文件',
      elegido: '已选择文件：%{nombre}',
      ninguno: '未选择文件',
      subiendo: '正在上传文件…',
      importar: '导入',
      cerrar: '关闭',
      hecho: '导入完成：创建 %{creados} 个，更新 %{actualizados} 个。',
      primeros: '仅显示前 %{n} 条。',
      tabla: '文件错误',
      fila: '行',
      columna: '列',
      mensaje: '错误',
    },
    receta: {
      titulo: '配方',
      ayuda: '管理库存的原料，数量按各原料的计量单位填写。',
      ingrediente: '原料',
      cantidad: '数量',
      agregar: '添加原料',
      guardar: '保存配方',
      cargando: '正在加载配方…',
      no_cargo: '无法加载配方：%{mensaje}',
    },
    bajo_minimo: {
      columna: '库存',
      chip: '低于最低库存：%{existencia} / %{minimo}',
      chip_existencia: '库存：%{existencia}',
      titulo: '低于最低库存的商品',
      existencia: '库存 %{existencia} · 最低 %{minimo}',
      ajustar: '调整库存',
      ver_todos: '在“商品”中查看全部',
      mas: '还有 %{n} 个',
    },
  },
};

export default mensajes;
