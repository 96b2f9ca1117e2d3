import { describe, expect, it } from 'vitest';
import { anulacion, TEXTOS_ANULACION } from '../../common/anulacion';
import { es as textosEs } from '../../src/components/anulacion/messages';

/** Spec §4's cancelled display, shared by purchases and expenses. */
describe('anulacion', () => {
  it("is 'en la ERP' when the ERP's id of the cancellation is present, whatever the setting", () => {
    expect(anulacion({ id_begranda_anulado: 'B-1' }, '0')).toBe('erp');
    expect(anulacion({ id_begranda_anulado: 'B-1' }, '1')).toBe('erp');
  });

  it("is 'solo en Comanda' when the ERP is enabled (activarErpBegranda = 1) but there is no id", () => {
    expect(anulacion({ id_begranda_anulado: null }, '1')).toBe('soloComanda');
    expect(anulacion({ id_begranda_anulado: '  ' }, 1)).toBe('soloComanda');
    expect(anulacion({}, true)).toBe('soloComanda');
  });

  it('is plain otherwise', () => {
    expect(anulacion({ id_begranda_anulado: null }, '0')).toBe('simple');
    expect(anulacion({ id_begranda_anulado: null }, undefined)).toBe('simple');
  });

  it("says the spec's words for a purchase and agrees in gender for an expense", () => {
    expect(TEXTOS_ANULACION.femenino.erp.es).toBe('anulada en la ERP');
    expect(TEXTOS_ANULACION.femenino.soloComanda.es).toBe('anulada solo en Comanda');
    expect(TEXTOS_ANULACION.femenino.simple.es).toBe('anulada');
    expect(textosEs.comanda.anulacion.masculino).toEqual({
      erp: 'anulado en la ERP',
      soloComanda: 'anulado solo en Comanda',
      simple: 'anulado',
    });
  });
});
