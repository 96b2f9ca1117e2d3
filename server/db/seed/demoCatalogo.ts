/**
 * The demo restaurant's catalogue (issue 7 'Demo data'): a small Colombian restaurant in Bogotá. Prices are in
 * pesos and include the tax (../shared/reference/colombia.md): what is served there, food and drinks alike, pays
 * the Impuesto Nacional al Consumo (INC 8 %, art. 512-9); packaged goods sold as they are bought pay IVA 19 %.
 * Ingredients (insumos) are not sold and carry no tax. Written by `sembrarCatalogoDemo` (demoSembrar.ts).
 */

/** What a product is, which decides its tax and print point (`IMPUESTO_DE_CLASE`, `PUNTO_DE_CLASE`). */
export type ClaseDemo = 'plato' | 'bebida' | 'empacado' | 'insumo';

/** The name of the sign-up tax (common/catalogos/impuestos.ts `iniciales`) each kind of product pays. */
export const IMPUESTO_DE_CLASE: Record<ClaseDemo, string | null> = {
  plato: 'INC 8 %',
  bebida: 'INC 8 %',
  empacado: 'IVA 19 %',
  insumo: null,
};

/** The sign-up print point (common/catalogos/puntosImpresion.ts `iniciales`) that prints each kind's orders. */
export const PUNTO_DE_CLASE: Record<ClaseDemo, string | null> = {
  plato: 'Cocina',
  bebida: 'Bar',
  empacado: null,
  insumo: null,
};

export interface LineaRecetaDemo {
  /** The ingredient's `codigo`. */
  ingrediente: string;
  /** In the ingredient's unit. */
  cantidad: string;
}

export interface ProductoDemo {
  codigo: string;
  nombre: string;
  clase: ClaseDemo;
  /** The category's name (DEMO_CATEGORIAS); ingredients have none. */
  categoria?: string;
  /** Pesos, tax included; ingredients have none. */
  precio?: string;
  costo?: string;
  unidad: 'unidad' | 'porcion' | 'gramo' | 'mililitro';
  /** Minutes, for dishes. */
  tiempo?: number;
  /**
   * Stock on hand when the demo starts, in the product's unit. Present exactly on the stock-managed products.
   * It enters the inventory ledger as the product's opening movement (`inventario_inicial`, as in the API).
   */
  inventario_inicial?: string;
  inventario_minimo?: string;
  /** The master product's `codigo`: this product is one of its sizes. */
  maestro?: string;
  /** A prepared product's recipe. */
  receta?: LineaRecetaDemo[];
  descripcion?: string;
}

/** The demo menu: parents and their children (the six categories the till shows). */
export const DEMO_CATEGORIAS: { nombre: string; hijos: string[] }[] = [
  { nombre: 'Entradas', hijos: [] },
  { nombre: 'Platos fuertes', hijos: [] },
  { nombre: 'Postres y mecato', hijos: [] },
  { nombre: 'Bebidas', hijos: ['Jugos y limonadas', 'Bebidas calientes'] },
];

/** Stock-managed ingredients, in grams, millilitres or units (costs per unit, in pesos). */
const INSUMOS: ProductoDemo[] = [
  {
    codigo: 'INS-01',
    nombre: 'Plátano verde',
    clase: 'insumo',
    unidad: 'unidad',
    costo: '1200',
    inventario_inicial: '40',
    inventario_minimo: '10',
  },
  {
    codigo: 'INS-02',
    nombre: 'Tomate chonto',
    clase: 'insumo',
    unidad: 'gramo',
    costo: '6',
    inventario_inicial: '5000',
    inventario_minimo: '1000',
  },
  {
    codigo: 'INS-03',
    nombre: 'Cebolla larga',
    clase: 'insumo',
    unidad: 'gramo',
    costo: '5',
    inventario_inicial: '3000',
    inventario_minimo: '500',
  },
  {
    codigo: 'INS-04',
    nombre: 'Aceite vegetal',
    clase: 'insumo',
    unidad: 'mililitro',
    costo: '9',
    inventario_inicial: '6000',
    inventario_minimo: '1000',
  },
  {
    codigo: 'INS-05',
    nombre: 'Chocolate de mesa',
    clase: 'insumo',
    unidad: 'gramo',
    costo: '24',
    inventario_inicial: '2500',
    inventario_minimo: '500',
  },
  {
    codigo: 'INS-06',
    nombre: 'Leche entera',
    clase: 'insumo',
    unidad: 'mililitro',
    costo: '4.50',
    inventario_inicial: '12000',
    inventario_minimo: '3000',
  },
  {
    codigo: 'INS-07',
    nombre: 'Queso campesino',
    clase: 'insumo',
    unidad: 'gramo',
    costo: '22',
    inventario_inicial: '3000',
    inventario_minimo: '500',
  },
  // Below its minimum from the start: /principal's low-stock card and the products list's chip show it (issue 10).
  {
    codigo: 'INS-08',
    nombre: 'Limón Tahití',
    clase: 'insumo',
    unidad: 'unidad',
    costo: '350',
    inventario_inicial: '12',
    inventario_minimo: '30',
  },
];

const ENTRADAS: ProductoDemo[] = [
  {
    codigo: 'ENT-01',
    nombre: 'Empanadas de carne (3 und)',
    clase: 'plato',
    categoria: 'Entradas',
    precio: '9000',
    unidad: 'porcion',
    tiempo: 10,
  },
  {
    codigo: 'ENT-02',
    nombre: 'Patacón con hogao',
    clase: 'plato',
    categoria: 'Entradas',
    precio: '12000',
    unidad: 'porcion',
    tiempo: 12,
    descripcion: 'Plátano verde frito y aplastado, con hogao de tomate y cebolla larga',
    receta: [
      { ingrediente: 'INS-01', cantidad: '1' },
      { ingrediente: 'INS-02', cantidad: '80' },
      { ingrediente: 'INS-03', cantidad: '30' },
      { ingrediente: 'INS-04', cantidad: '40' },
    ],
  },
  {
    codigo: 'ENT-03',
    nombre: 'Arepa de choclo con queso',
    clase: 'plato',
    categoria: 'Entradas',
    precio: '10000',
    unidad: 'porcion',
    tiempo: 10,
  },
  {
    codigo: 'ENT-04',
    nombre: 'Chicharrón con arepa',
    clase: 'plato',
    categoria: 'Entradas',
    precio: '14000',
    unidad: 'porcion',
    tiempo: 12,
  },
  {
    codigo: 'ENT-05',
    nombre: 'Caldo de costilla',
    clase: 'plato',
    categoria: 'Entradas',
    precio: '12000',
    unidad: 'porcion',
    tiempo: 15,
  },
];

const PLATOS: ProductoDemo[] = [
  {
    codigo: 'PLA-01',
    nombre: 'Bandeja paisa',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '32000',
    unidad: 'porcion',
    tiempo: 25,
  },
  {
    codigo: 'PLA-02',
    nombre: 'Ajiaco santafereño',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '26000',
    unidad: 'porcion',
    tiempo: 20,
  },
  {
    codigo: 'PLA-03',
    nombre: 'Sancocho de gallina',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '28000',
    unidad: 'porcion',
    tiempo: 20,
  },
  {
    codigo: 'PLA-04',
    nombre: 'Mojarra frita con patacón',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '34000',
    unidad: 'porcion',
    tiempo: 25,
  },
  {
    codigo: 'PLA-05',
    nombre: 'Churrasco con papa criolla',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '38000',
    unidad: 'porcion',
    tiempo: 25,
  },
  {
    codigo: 'PLA-06',
    nombre: 'Arroz con pollo',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '22000',
    unidad: 'porcion',
    tiempo: 20,
  },
  {
    codigo: 'PLA-07',
    nombre: 'Sobrebarriga en salsa criolla',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '30000',
    unidad: 'porcion',
    tiempo: 25,
  },
  {
    codigo: 'PLA-08',
    nombre: 'Menú del día',
    clase: 'plato',
    categoria: 'Platos fuertes',
    precio: '16000',
    unidad: 'porcion',
    tiempo: 10,
    descripcion: 'Sopa, seco, jugo y postre del día',
  },
];

const POSTRES: ProductoDemo[] = [
  {
    codigo: 'POS-01',
    nombre: 'Postre de natas',
    clase: 'plato',
    categoria: 'Postres y mecato',
    precio: '9000',
    unidad: 'porcion',
    tiempo: 5,
  },
  {
    codigo: 'POS-02',
    nombre: 'Arroz con leche',
    clase: 'plato',
    categoria: 'Postres y mecato',
    precio: '7000',
    unidad: 'porcion',
    tiempo: 5,
  },
  {
    codigo: 'POS-03',
    nombre: 'Torta tres leches',
    clase: 'plato',
    categoria: 'Postres y mecato',
    precio: '9500',
    unidad: 'porcion',
    tiempo: 5,
  },
  {
    codigo: 'POS-04',
    nombre: 'Brevas con arequipe',
    clase: 'plato',
    categoria: 'Postres y mecato',
    precio: '8500',
    unidad: 'porcion',
    tiempo: 5,
  },
  {
    codigo: 'POS-05',
    nombre: 'Chocolatina Jet 12 g',
    clase: 'empacado',
    categoria: 'Postres y mecato',
    precio: '1500',
    costo: '900',
    unidad: 'unidad',
    inventario_inicial: '48',
    inventario_minimo: '12',
  },
  {
    codigo: 'POS-06',
    nombre: 'Papas de paquete 45 g',
    clase: 'empacado',
    categoria: 'Postres y mecato',
    precio: '3500',
    costo: '2200',
    unidad: 'unidad',
    inventario_inicial: '30',
    inventario_minimo: '10',
  },
  {
    codigo: 'POS-07',
    nombre: 'Galletas Festival 4 und',
    clase: 'empacado',
    categoria: 'Postres y mecato',
    precio: '2000',
    costo: '1200',
    unidad: 'unidad',
    inventario_inicial: '36',
    inventario_minimo: '12',
  },
];

const BEBIDAS: ProductoDemo[] = [
  {
    codigo: 'BEB-01',
    nombre: 'Gaseosa 400 ml',
    clase: 'bebida',
    categoria: 'Bebidas',
    precio: '4500',
    costo: '2300',
    unidad: 'unidad',
    inventario_inicial: '48',
    inventario_minimo: '12',
  },
  {
    codigo: 'BEB-02',
    nombre: 'Agua sin gas 600 ml',
    clase: 'bebida',
    categoria: 'Bebidas',
    precio: '4000',
    costo: '1800',
    unidad: 'unidad',
    inventario_inicial: '24',
    inventario_minimo: '6',
  },
  {
    codigo: 'BEB-03',
    nombre: 'Cerveza Club Colombia 330 ml',
    clase: 'bebida',
    categoria: 'Bebidas',
    precio: '7000',
    costo: '3500',
    unidad: 'unidad',
    inventario_inicial: '60',
    inventario_minimo: '24',
  },
  {
    codigo: 'BEB-04',
    nombre: 'Cerveza Águila 330 ml',
    clase: 'bebida',
    categoria: 'Bebidas',
    precio: '6000',
    costo: '2900',
    unidad: 'unidad',
    inventario_inicial: '60',
    inventario_minimo: '24',
  },
];

const JUGOS: ProductoDemo[] = [
  {
    codigo: 'JUG-01',
    nombre: 'Limonada natural',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '6000',
    unidad: 'unidad',
    descripcion: 'Elige el tamaño',
  },
  {
    codigo: 'JUG-02',
    nombre: 'Limonada natural 12 oz',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '6000',
    unidad: 'unidad',
    maestro: 'JUG-01',
  },
  {
    codigo: 'JUG-03',
    nombre: 'Limonada natural 16 oz',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '8000',
    unidad: 'unidad',
    maestro: 'JUG-01',
  },
  {
    codigo: 'JUG-04',
    nombre: 'Limonada de coco',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '10000',
    unidad: 'unidad',
  },
  {
    codigo: 'JUG-05',
    nombre: 'Jugo de mora en agua',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '6500',
    unidad: 'unidad',
  },
  {
    codigo: 'JUG-06',
    nombre: 'Jugo de lulo en leche',
    clase: 'bebida',
    categoria: 'Jugos y limonadas',
    precio: '7500',
    unidad: 'unidad',
  },
];

const CALIENTES: ProductoDemo[] = [
  {
    codigo: 'CAL-01',
    nombre: 'Tinto',
    clase: 'bebida',
    categoria: 'Bebidas calientes',
    precio: '2500',
    unidad: 'unidad',
  },
  {
    codigo: 'CAL-02',
    nombre: 'Café con leche',
    clase: 'bebida',
    categoria: 'Bebidas calientes',
    precio: '4000',
    unidad: 'unidad',
  },
  {
    codigo: 'CAL-03',
    nombre: 'Chocolate santafereño con queso',
    clase: 'bebida',
    categoria: 'Bebidas calientes',
    precio: '7000',
    unidad: 'unidad',
    descripcion: 'Chocolate en leche con queso campesino',
    receta: [
      { ingrediente: 'INS-05', cantidad: '40' },
      { ingrediente: 'INS-06', cantidad: '250' },
      { ingrediente: 'INS-07', cantidad: '50' },
    ],
  },
  {
    codigo: 'CAL-04',
    nombre: 'Aromática de frutas',
    clase: 'bebida',
    categoria: 'Bebidas calientes',
    precio: '3000',
    unidad: 'unidad',
  },
];

/** Every product, ingredients first (recipes name them) and each master before its sizes. */
export const DEMO_PRODUCTOS: readonly ProductoDemo[] = [
  ...INSUMOS,
  ...ENTRADAS,
  ...PLATOS,
  ...POSTRES,
  ...BEBIDAS,
  ...JUGOS,
  ...CALIENTES,
];

/**
 * Two suppliers, as the API's body for `nits/nit` takes them (DIAN type 31 NIT with its check digit as printed
 * on their RUT; Bogotá: department 11, municipality 11001; CIIU 4631 wholesale food, 4721 retail produce).
 */
export const DEMO_PROVEEDORES = [
  {
    tipo_proveedor_cliente: 'proveedor',
    id_tipo_documento: 31,
    numero_documento: '900456789',
    digito_verificacion: 4,
    tipo_contribuyente: 'juridica',
    razon_social: 'Lácteos La Sabana S.A.S.',
    nombre_comercial: 'Lácteos La Sabana',
    id_pais: 53,
    id_departamento: 11,
    id_ciudad: 11001,
    direccion: 'Calle 19 # 24-35, Paloquemao',
    telefono_1: '6013456789',
    email: 'pedidos.lacteos@example.com',
    id_actividad_econo: 4631,
  },
  {
    tipo_proveedor_cliente: 'proveedor',
    id_tipo_documento: 31,
    numero_documento: '79456123',
    digito_verificacion: 2,
    tipo_contribuyente: 'natural',
    primer_nombre: 'Aurelio',
    primer_apellido: 'Castañeda',
    segundo_apellido: 'Ruiz',
    nombre_comercial: 'Fruver Don Aurelio',
    id_pais: 53,
    id_departamento: 11,
    id_ciudad: 11001,
    direccion: 'Plaza de mercado de Paloquemao, local 112',
    telefono_1: '3104567890',
    email: 'fruver.donaurelio@example.com',
    id_actividad_econo: 4721,
  },
] as const;

/** One line of a demo order: the product's `codigo`, how many and an optional note. */
export interface LineaOrdenDemo {
  producto: string;
  cantidad: string;
  nota?: string;
}

/**
 * The two tables the demo starts with occupied (DEMO_MESAS names): each order's submissions in turn, a
 * submission sent to preparation unless `enviar` is false. Mesa 2 is partly sent (dishes on Cocina, drinks on
 * Bar, the dessert held); Mesa 6 is all sent. Stock-managed products and the recipes' ingredients leave the
 * stock as the orders service takes them.
 */
export const DEMO_ORDENES: {
  mesa: string;
  comensales: number;
  envios: { enviar: boolean; lineas: LineaOrdenDemo[] }[];
}[] = [
  {
    mesa: 'Mesa 2',
    comensales: 4,
    envios: [
      {
        enviar: true,
        lineas: [
          { producto: 'PLA-01', cantidad: '2', nota: 'Una sin chicharrón' },
          { producto: 'ENT-02', cantidad: '1' },
          { producto: 'JUG-02', cantidad: '2' },
          { producto: 'BEB-03', cantidad: '1' },
        ],
      },
      { enviar: false, lineas: [{ producto: 'POS-03', cantidad: '1', nota: 'Para compartir' }] },
    ],
  },
  {
    mesa: 'Mesa 6',
    comensales: 2,
    envios: [
      {
        enviar: true,
        lineas: [
          { producto: 'CAL-03', cantidad: '2' },
          { producto: 'ENT-03', cantidad: '1' },
          { producto: 'BEB-01', cantidad: '1' },
        ],
      },
    ],
  },
];

/**
 * What the demo company prints on its receipts (`/configSistema/editar`, group "Datos de la empresa"): a Bogotá
 * S.A.S. with a NIT whose check digit the settings' own rule computes (DIAN módulo 11: 900123456 → 8).
 */
export const DEMO_RECIBO = {
  razonSocial: 'Comanda Demo Restaurante S.A.S.',
  nit: '900123456-8',
  direccion: 'Calle 85 # 12-34, Chapinero, Bogotá D.C.',
  telefono: '3001234567',
} as const;
