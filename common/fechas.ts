/**
 * The one way the product writes an instant (spec §9: YYYY-MM-DD, 24-hour time), as Bogotá reads it whatever the
 * device's zone: lists, receipts, reports and the POS alike.
 */
const PARTES = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-25 10:00' (with `segundos`, '2026-11-25 10:00:07'); '' for no instant. */
export function fechaHoraBogota(
  iso: string | null | undefined,
  opciones: { segundos?: boolean } = {},
): string {
  if (!iso) return '';
  const p = Object.fromEntries(PARTES.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${opciones.segundos ? `:${p.second}` : ''}`;
}
