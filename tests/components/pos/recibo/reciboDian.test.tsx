import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { textoQrDian } from '../../../../common/dian/qr';
import type { DocumentoDianRecibo } from '../../../../common/dian/recibo';
import { crearI18nProvider } from '../../../../src/i18n';
import { lightTheme } from '../../../../src/layout';
import type { EmpresaRecibo } from '../../../../src/pos/recibo/api';
import { Recibo } from '../../../../src/pos/recibo/Recibo';
import { VENTA_MESA as VENTA } from '../soporte';

const EMPRESA: EmpresaRecibo = {
  razonSocial: 'Restaurante La Candelaria S.A.S.',
  nit: '900123456',
  direccion: 'Calle 10 # 2-30, Bogotá',
  telefono: '6015551234',
  logo: null,
};

const CUDE = 'a'.repeat(48) + '0123456789abcdef'.repeat(3);
const QR = textoQrDian(
  'pos',
  {
    numero: 'EPOS100',
    emitido: new Date('2026-03-05T14:08:07Z'),
    valorBruto: '30000',
    iva: '380',
    inc: '2400',
    total: '35780',
    nitEmisor: '900123456',
    idAdquirente: '222222222222',
    ambiente: 2,
  },
  CUDE,
);

const DOCUMENTO: DocumentoDianRecibo = {
  tipo: 'pos',
  numero: 'EPOS100',
  codigo: CUDE,
  qr: QR,
  url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
  ambiente: 2,
  resolucion: '18764000000077',
  fecha_resolucion: '2025-01-01',
  prefijo: 'EPOS',
  desde: 100,
  hasta: 1000,
  vigencia_desde: '2025-01-01',
  vigencia_hasta: '2027-12-31',
  fabricante: { razon_social: 'Comanda', software: 'Comanda POS' },
};

const Contexto = ({ children }: { children: ReactNode }) => (
  <AdminContext
    dataProvider={testDataProvider()}
    i18nProvider={crearI18nProvider()}
    store={memoryStore()}
    theme={lightTheme}
  >
    {children}
  </AdminContext>
);

/** Draws the SVG's path of unit squares into RGBA pixels (`escala` per module) and reads it with jsQR. */
function leerQr(svg: Element): string | null {
  const [, , lado] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const escala = 4;
  const ancho = lado * escala;
  const pixeles = new Uint8ClampedArray(ancho * ancho * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < escala; dy++)
      for (let dx = 0; dx < escala; dx++) {
        const i = ((Number(y) * escala + dy) * ancho + Number(x) * escala + dx) * 4;
        pixeles[i] = pixeles[i + 1] = pixeles[i + 2] = 0;
      }
  return jsQR(pixeles, ancho, ancho)?.data ?? null;
}

describe('the receipt as the legal document (issue 29)', () => {
  it('carries the electronic document’s number, resolution, range, CUDE, a QR that decodes to DIAN’s fields, Ver en DIAN and the maker', () => {
    render(
      <Contexto>
        <Recibo venta={{ ...VENTA, documento_dian: DOCUMENTO }} empresa={EMPRESA} ancho="58" />
      </Contexto>,
    );
    const texto = screen.getByTestId('recibo').textContent ?? '';
    for (const t of [
      'Documento equivalente electrónico tiquete de máquina registradora con sistema P.O.S.',
      'N.º EPOS100',
      'Venta N.º C-15',
      'Autorización DIAN N.º 18764000000077 del 2025-01-01',
      'Rango autorizado del EPOS100 al EPOS1000',
      'Vigencia: 2025-01-01 a 2027-12-31',
      'AMBIENTE DE PRUEBAS: SIN VALIDEZ FISCAL',
      'Software: Comanda POS · Fabricante: Comanda',
    ])
      expect(texto).toContain(t);
    expect(texto).not.toContain('Comprobante de venta');
    expect(screen.getByTestId('recibo-cude').textContent).toBe(CUDE);
    const qr = screen.getByRole('img', { name: 'Código QR del documento electrónico' });
    const leido = leerQr(qr);
    expect(leido).toBe(QR);
    expect(leido).toContain('NumFac: EPOS100');
    expect(leido).toContain(`CUDE: ${CUDE}`);
    expect(leido).toContain('QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=');
    expect(screen.getByRole('link', { name: 'Ver en DIAN' }).getAttribute('href')).toBe(
      DOCUMENTO.url_consulta,
    );
  });

  it('without a document (documents off) the receipt is as before: no CUDE, no QR', () => {
    render(
      <Contexto>
        <Recibo venta={{ ...VENTA, documento_dian: null }} empresa={EMPRESA} ancho="80" />
      </Contexto>,
    );
    expect(screen.getByTestId('recibo').textContent).toContain('Comprobante de venta');
    expect(screen.getByTestId('recibo').textContent).not.toContain('Documento equivalente');
    expect(screen.queryByTestId('recibo-dian')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Código QR del documento electrónico' })).toBeNull();
  });
});
