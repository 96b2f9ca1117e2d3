import { recorrerPantallas } from './support/accesibilidad';

/** The accessibility walk at the tablet size (tests/e2e/support/accesibilidad.ts). */
recorrerPantallas('tablet');
