import { recorrerPantallas } from './support/accesibilidad';

/** The accessibility walk at the phone size (tests/e2e/support/accesibilidad.ts). */
recorrerPantallas('phone');
