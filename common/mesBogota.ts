/**
 * The calendar month as a restaurant in Colombia lives it: days are America/Bogota days (UTC−5 all year), so a
 * sale at 23:30 on the 31st is still that month even though it is already the 1st in UTC. Shared by the server
 * (sales goals' progress) and the app; every function takes the instant, so tests fix it.
 */
export const ZONA_BOGOTA = 'America/Bogota';

export interface DiaCalendario {
  anio: number;
  /** 1–12 */
  mes: number;
  dia: number;
}

const formato = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_BOGOTA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Bogotá calendar day of an instant. */
export function diaEnBogota(instante: Date): DiaCalendario {
  const partes = Object.fromEntries(formato.formatToParts(instante).map((p) => [p.type, p.value]));
  return { anio: Number(partes.year), mes: Number(partes.month), dia: Number(partes.day) };
}

/** Days of a month (28–31). */
export const diasDelMes = (anio: number, mes: number): number =>
  new Date(Date.UTC(anio, mes, 0)).getUTCDate();

const dos = (n: number) => String(n).padStart(2, '0');

export interface MesEnCurso {
  /** 'YYYY-MM' */
  mes: string;
  /** First and last day of the month, 'YYYY-MM-DD' (Bogotá days: what a sales query compares with). */
  desde: string;
  hasta: string;
  /** Today, 'YYYY-MM-DD'. */
  hoy: string;
  dias_mes: number;
  /** Days still to sell, today included: 1 on the last day of the month. */
  dias_restantes: number;
}

/** The Bogotá month an instant falls in, and how many of its days are left to sell (today counts). */
export function mesEnCurso(instante: Date): MesEnCurso {
  const { anio, mes, dia } = diaEnBogota(instante);
  const dias = diasDelMes(anio, mes);
  const prefijo = `${anio}-${dos(mes)}`;
  return {
    mes: prefijo,
    desde: `${prefijo}-01`,
    hasta: `${prefijo}-${dos(dias)}`,
    hoy: `${prefijo}-${dos(dia)}`,
    dias_mes: dias,
    dias_restantes: dias - dia + 1,
  };
}
