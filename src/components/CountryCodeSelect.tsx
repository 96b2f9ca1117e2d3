import { useMemo } from 'react';
import { Box, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A row of GET configuraciones/paises. */
export interface Pais {
  id: number;
  nombre: string;
  /** ISO 3166-1 alpha-2 */
  codigo: string;
  /** '+57' */
  codigo_telefono: string;
  hispanico?: boolean | number;
}

/**
 * Flag images shipped by country-flag-icons (3:2 SVGs), emitted as separate files: the browser fetches only the
 * flags it shows, and nothing leaves the app's own server.
 */
const BANDERAS = import.meta.glob<string>('../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const URL_BANDERA = new Map(
  Object.entries(BANDERAS).map(([ruta, url]) => [ruta.slice(ruta.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The flag image of an ISO alpha-2 code, when the package has one. */
export const urlBandera = (codigo: string): string | undefined => URL_BANDERA.get(codigo.toUpperCase());

/** Spec §2: the value of an option is 'dialcode_countrycode', e.g. '+57_CO'. */
export const valorIndicativo = (pais: Pick<Pais, 'codigo' | 'codigo_telefono'>): string =>
  `${pais.codigo_telefono}_${pais.codigo}`;

/** Countries with a code and a dial code, sorted by country code, one per value. */
export function opcionesIndicativo(paises: Pais[]): Pais[] {
  const vistos = new Set<string>();
  return paises
    .filter((p) => p.codigo && p.codigo_telefono)
    .sort((a, b) => a.codigo.localeCompare(b.codigo))
    .filter((p) => {
      const valor = valorIndicativo(p);
      if (vistos.has(valor)) return false;
      vistos.add(valor);
      return true;
    });
}

const Opcion = ({ pais }: { pais: Pais }) => {
  const translate = useTranslate();
  const bandera = urlBandera(pais.codigo);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {bandera ? (
        <img
          src={bandera}
          alt={translate('comanda.indicativo.bandera', { pais: pais.nombre })}
          width={24}
          height={16}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 2 }}
        />
      ) : null}
      <span>{pais.codigo}</span>
      <span>({pais.codigo_telefono})</span>
    </Box>
  );
};

export type CountryCodeSelectProps = {
  paises: Pais[];
  value: string;
  onChange: (valor: string) => void;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'children'>;

/** Country-code dropdown of spec §2: flag (when one exists), country code and '(dial code)'. */
export const CountryCodeSelect = ({ paises, value, onChange, label, ...props }: CountryCodeSelectProps) => {
  const translate = useTranslate();
  const opciones = useMemo(() => opcionesIndicativo(paises), [paises]);
  const conocido = opciones.some((p) => valorIndicativo(p) === value);
  return (
    <TextField
      select
      label={label ?? translate('comanda.indicativo.etiqueta')}
      value={conocido ? value : ''}
      onChange={(evento) => onChange(evento.target.value)}
      {...props}
    >
      {opciones.map((pais) => (
        <MenuItem key={valorIndicativo(pais)} value={valorIndicativo(pais)}>
          <Opcion pais={pais} />
        </MenuItem>
      ))}
    </TextField>
  );
};

export default CountryCodeSelect;
