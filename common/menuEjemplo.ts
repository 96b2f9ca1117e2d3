import { encabezadoImportacion } from './importacionProductos';

/**
 * The products import's sample file ('Descargar ejemplo'): a Colombian restaurant's menu, 17 products in 4
 * categories, prices in pesos with the tax included, INC 8 % on everything (a restaurant charges the consumption
 * tax on the whole bill, drinks included: art. 512-9). No codes: importing it again updates each product by its
 * name within its category. The categories are created by the import.
 */
const COLUMNAS = [
  'nombre',
  'id_categoria',
  'precio_venta',
  'id_impuesto',
  'tiempo_preparacion',
  'descripcion',
];

const INC = 'INC 8 %';

const PLATOS: [string, string, number, number, string][] = [
  ['Empanadas de carne (3)', 'Entradas', 9000, 10, 'Con ají de la casa'],
  ['Patacón con hogao', 'Entradas', 12000, 12, 'Plátano verde frito con hogao y queso costeño'],
  ['Arepa de choclo con quesito', 'Entradas', 10500, 10, 'Arepa de maíz tierno con quesito fresco'],
  ['Ceviche de camarón', 'Entradas', 22000, 15, 'Camarón en salsa rosada con galletas de soda'],
  [
    'Bandeja paisa',
    'Platos fuertes',
    38000,
    25,
    'Frijoles, arroz, chicharrón, carne molida, huevo, maduro y arepa',
  ],
  ['Ajiaco santafereño', 'Platos fuertes', 32000, 20, 'Con pollo, mazorca, alcaparras, crema y aguacate'],
  ['Sancocho de gallina', 'Platos fuertes', 30000, 20, 'Con arroz, aguacate y plátano'],
  ['Mojarra frita', 'Platos fuertes', 42000, 25, 'Con patacón, arroz con coco y ensalada'],
  ['Churrasco', 'Platos fuertes', 45000, 25, '350 g con papa criolla y chimichurri'],
  ['Limonada de coco', 'Bebidas', 12000, 5, 'Limonada natural con leche de coco'],
  ['Jugo de lulo en agua', 'Bebidas', 8000, 5, 'Fruta natural'],
  ['Aguapanela con limón', 'Bebidas', 5000, 3, 'Fría o caliente'],
  ['Gaseosa 350 ml', 'Bebidas', 5500, 1, ''],
  ['Cerveza nacional', 'Bebidas', 8000, 1, 'Botella 330 ml'],
  ['Postre de natas', 'Postres', 10000, 3, ''],
  ['Arroz con leche', 'Postres', 8500, 3, 'Con canela y uvas pasas'],
  ['Obleas con arequipe', 'Postres', 7000, 3, ''],
];

/** The sample's one sheet: the header row (the template's Spanish labels), then a row per product. */
export const MENU_EJEMPLO: (string | number | null)[][] = [
  COLUMNAS.map(encabezadoImportacion),
  ...PLATOS.map(([nombre, categoria, precio, minutos, descripcion]) => [
    nombre,
    categoria,
    precio,
    INC,
    minutos,
    descripcion === '' ? null : descripcion,
  ]),
];
