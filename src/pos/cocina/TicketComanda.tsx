import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { cantidadLegible, horaDe, type AnchoPapel, type Ticket } from './impresion';

const T = 'comanda.cocina';

/** Printable width (mm) and type sizes (pt) of each paper. */
const PAPEL: Record<AnchoPapel, { ancho: number; texto: number; titulo: number }> = {
  '80': { ancho: 72, texto: 15, titulo: 22 },
  '58': { ancho: 48, texto: 12, titulo: 17 },
};

/**
 * The print styles: on screen the ticket is hidden; printing shows only it, on a page as wide as the print point's
 * paper (58 or 80 mm), in large type.
 */
export const estiloImpresion = (ancho: AnchoPapel): string => {
  const p = PAPEL[ancho];
  return `
@media screen { .comanda-ticket { display: none; } }
@media print {
  @page { size: ${ancho}mm auto; margin: 0; }
  html, body { background: #fff !important; margin: 0; padding: 0; }
  body > *:not(.comanda-ticket) { display: none !important; }
  .comanda-ticket { display: block; width: ${p.ancho}mm; margin: 0 auto; padding: 2mm 0 6mm;
    font-family: 'Roboto Mono', 'Courier New', monospace; font-size: ${p.texto}pt; line-height: 1.25; color: #000; }
  .comanda-ticket h1 { font-size: ${p.titulo}pt; margin: 0 0 1mm; }
  .comanda-ticket p { margin: 0; }
  .comanda-ticket ul { list-style: none; margin: 2mm 0 0; padding: 2mm 0 0; border-top: 1px dashed #000; }
  .comanda-ticket li { margin-bottom: 1.5mm; font-weight: 700; }
  .comanda-ticket .nota { font-weight: 400; font-style: italic; padding-left: 4mm; }
}`;
};

/** The ticket being printed, put at the top of the document (outside the app) so the print styles can isolate it. */
export const TicketComanda = ({ ticket }: { ticket: Ticket }) => {
  const translate = useTranslate();
  const mesa = ticket.mesa ?? translate(`${T}.mostrador`);
  return createPortal(
    <div className="comanda-ticket" data-ancho={ticket.ancho} data-testid="ticket-impresion">
      <style>{estiloImpresion(ticket.ancho)}</style>
      {ticket.punto ? <p>{ticket.punto}</p> : null}
      <h1>{mesa}</h1>
      <p>{translate(`${T}.orden`, { id: ticket.id_orden })}</p>
      <p>{translate(`${T}.mesero`, { mesero: ticket.mesero })}</p>
      <p>{translate(`${T}.ticket_hora`, { hora: horaDe(ticket.hora) })}</p>
      <ul>
        {ticket.lineas.map((l) => (
          <li key={l.id}>
            {cantidadLegible(l.cantidad)} × {l.nombre}
            {l.nota ? <div className="nota">{translate(`${T}.nota`, { nota: l.nota })}</div> : null}
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
};
