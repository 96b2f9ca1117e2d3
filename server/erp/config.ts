/**
 * The ERP from the environment (docs/CONFIGURATION.md): Begranda with ERP_BEGRANDA_URL and ERP_BEGRANDA_KEY, or,
 * without them, the built-in simulator outside production. Production never gets the simulator: with no ERP
 * configured every send is refused saying so (the documents stay issued here), and ERP_SIMULADOR=1 stops the start.
 */
export type FallaSimulador = 'ninguna' | 'caida' | 'lenta' | 'rechazo';

export type ConfigErp =
  | { erp: 'begranda'; url: string; llave: string; ambiente: 1 | 2; tiempoMs: number }
  | { erp: 'simulador'; falla: FallaSimulador; demoraMs: number }
  | { erp: 'ninguno' };

const FALLAS: readonly FallaSimulador[] = ['ninguna', 'caida', 'lenta', 'rechazo'];

export function leerConfigErp(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { config?: ConfigErp; problemas: string[] } {
  const v = (n: string) => env[n]?.trim() ?? '';
  const url = v('ERP_BEGRANDA_URL');
  const llave = v('ERP_BEGRANDA_KEY');
  const simulador = ['1', 'true', 'si', 'sí', 'yes'].includes(v('ERP_SIMULADOR').toLowerCase());
  if (production && simulador)
    return {
      problemas: [
        'ERP_SIMULADOR no se permite con NODE_ENV=production: el simulador no envía nada a la DIAN.',
      ],
    };
  if (url || llave) {
    if (!url || !llave)
      return {
        problemas: [
          'Configure ERP_BEGRANDA_URL y ERP_BEGRANDA_KEY juntas (la dirección de la API y su llave).',
        ],
      };
    if (!/^https?:\/\//.test(url)) return { problemas: ['ERP_BEGRANDA_URL debe empezar por https://.'] };
    if (production && !url.startsWith('https://'))
      return { problemas: ['ERP_BEGRANDA_URL debe ser https:// con NODE_ENV=production.'] };
    const ambiente = v('ERP_DIAN_AMBIENTE') || (production ? '1' : '2');
    if (ambiente !== '1' && ambiente !== '2')
      return { problemas: ['ERP_DIAN_AMBIENTE debe ser 1 (producción) o 2 (habilitación).'] };
    const tiempo = v('ERP_TIMEOUT_MS') || '30000';
    if (!/^\d+$/.test(tiempo) || Number(tiempo) < 1000 || Number(tiempo) > 120_000)
      return { problemas: ['ERP_TIMEOUT_MS debe ser un número entero entre 1000 y 120000.'] };
    return {
      problemas: [],
      config: {
        erp: 'begranda',
        url: url.replace(/\/+$/, ''),
        llave,
        ambiente: Number(ambiente) as 1 | 2,
        tiempoMs: Number(tiempo),
      },
    };
  }
  if (production) return { problemas: [], config: { erp: 'ninguno' } };
  const falla = (v('ERP_SIMULADOR_FALLA') || 'ninguna') as FallaSimulador;
  if (!FALLAS.includes(falla))
    return { problemas: [`ERP_SIMULADOR_FALLA debe ser una de: ${FALLAS.join(', ')}.`] };
  const demora = v('ERP_SIMULADOR_DEMORA_MS') || '0';
  if (!/^\d+$/.test(demora) || Number(demora) > 600_000)
    return { problemas: ['ERP_SIMULADOR_DEMORA_MS debe ser un número entero entre 0 y 600000.'] };
  return { problemas: [], config: { erp: 'simulador', falla, demoraMs: Number(demora) } };
}
