import { clearToken, getToken, http, type Envelope } from '../dataProvider/http';
import type { Usuario } from './types';

/** localStorage key of the cached `me` answer (the token itself lives under 'token', see http.ts). */
export const USUARIO_KEY = 'usuario';

type Oyente = () => void;

const oyentes = new Set<Oyente>();
let usuario: Usuario | null = leerGuardado();
/** True once `me` has been asked in this page's life: the cached copy may be stale before that. */
let cargadoEnEstaPagina = false;
let cargaEnCurso: Promise<Usuario> | null = null;

function leerGuardado(): Usuario | null {
  try {
    const texto = localStorage.getItem(USUARIO_KEY);
    return texto ? (JSON.parse(texto) as Usuario) : null;
  } catch {
    return null;
  }
}

function avisar(): void {
  oyentes.forEach((oyente) => oyente());
}

/** The signed-in user's `me` data, or null. */
export function getUsuario(): Usuario | null {
  return usuario;
}

export function suscribirUsuario(oyente: Oyente): () => void {
  oyentes.add(oyente);
  return () => {
    oyentes.delete(oyente);
  };
}

export function guardarUsuario(nuevo: Usuario): void {
  usuario = nuevo;
  cargadoEnEstaPagina = true;
  localStorage.setItem(USUARIO_KEY, JSON.stringify(nuevo));
  avisar();
}

/** Drops the token and the cached user (sign-out, 'Unauthenticated.', a new token from the URL). */
export function limpiarSesion(): void {
  clearToken();
  localStorage.removeItem(USUARIO_KEY);
  usuario = null;
  cargadoEnEstaPagina = false;
  cargaEnCurso = null;
  avisar();
}

/** Asks the API for the current user (POST me) and caches the answer; concurrent calls share one request. */
export function cargarUsuario(): Promise<Usuario> {
  if (!cargaEnCurso) {
    const carga = http
      .post<Envelope<Usuario>>('me')
      .then(({ data }) => {
        guardarUsuario(data.data);
        return data.data;
      })
      .finally(() => {
        if (cargaEnCurso === carga) cargaEnCurso = null;
      });
    cargaEnCurso = carga;
  }
  return cargaEnCurso;
}

/** Tests only: back to this module's state at page load (component files share one module graph). */
export function reiniciarSesionParaPruebas(): void {
  oyentes.clear();
  usuario = leerGuardado();
  cargadoEnEstaPagina = false;
  cargaEnCurso = null;
}

/** The user for this page: loaded once per page life when a token exists (spec §4 'App start'). */
export async function usuarioActual(): Promise<Usuario | null> {
  if (!getToken()) return null;
  if (usuario && cargadoEnEstaPagina) return usuario;
  return cargarUsuario();
}
