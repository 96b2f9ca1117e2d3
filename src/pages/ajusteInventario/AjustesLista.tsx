import { fechaHoraBogota } from '../../../common/fechas';
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, TableCell, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Page } from '../../../common/api';
import type { AjusteInventario } from '../../../common/ajustesInventario';
import { TablaDesplazable } from '../../components/TablaDesplazable';
import { PageFrame } from '../../components/PageFrame';
import { ErrorDeCarga, PaginaDeTabla } from '../../components/PaginaDeTabla';
import { http, type Envelope } from '../../dataProvider/http';
import { cantidadLegible, diferenciaLegible } from './calculo';

export const MIGAS_AJUSTES = [
  { label: 'comanda.menu.operaciones' },
  { label: 'comanda.ajustes.titulo', link: '/ajusteInventario' },
];

/**
 * /ajusteInventario (issue 10): the adjustments, newest first (GET inventarios/ajustes, pages from 1), with who,
 * when, why and each line's before → after; the button opens /ajusteInventario/registrar.
 */
const AjustesLista = () => {
  const translate = useTranslate();
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(25);
  const [datos, setDatos] = useState<Page<AjusteInventario> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let vigente = true;
    setError(null);
    http
      .get<Envelope<Page<AjusteInventario>>>(`inventarios/ajustes?page=${pagina}&rowsPerPage=${porPagina}`)
      .then(({ data }) => vigente && setDatos(data.data))
      .catch((e: Error) => vigente && setError(e.message));
    return () => {
      vigente = false;
    };
  }, [pagina, porPagina, version]);

  const campo = (c: string) => translate(`comanda.ajustes.campos.${c}`);

  return (
    <PageFrame
      title="comanda.ajustes.titulo"
      breadcrumbs={[MIGAS_AJUSTES[0], { label: 'comanda.ajustes.titulo', active: true }]}
      actions={
        <Button
          component={RouterLink}
          to="/ajusteInventario/registrar"
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ minHeight: 48 }}
        >
          {translate('comanda.ajustes.registrar')}
        </Button>
      }
    >
      <Box sx={{ mt: 1 }}>
        {error ? (
          <ErrorDeCarga
            error={error}
            reintentar={() => setVersion((v) => v + 1)}
            texto="comanda.ajustes.reintentar"
          />
        ) : datos === null ? (
          <CircularProgress aria-label={translate('comanda.ajustes.cargando')} />
        ) : datos.data.length === 0 ? (
          <Alert severity="info">{translate('comanda.ajustes.vacio')}</Alert>
        ) : (
          <>
            <TablaDesplazable
              titulo={translate('comanda.ajustes.titulo')}
              columnas={['fecha', 'usuario', 'tipo', 'motivo', 'productos', 'observaciones'].map((c) =>
                campo(c),
              )}
            >
              {datos.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaHoraBogota(a.created_at)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{a.usuario ?? '—'}</TableCell>
                  <TableCell>{translate(`comanda.ajustes.tipos.${a.tipo}`)}</TableCell>
                  <TableCell>{a.motivo ? translate(`comanda.ajustes.motivos.${a.motivo}`) : '—'}</TableCell>
                  <TableCell>
                    {a.detalle.map((l) => (
                      <div key={l.id}>
                        {`${l.nombre}: ${cantidadLegible(l.antes)} → ${cantidadLegible(l.despues)} (${diferenciaLegible(l.cantidad)})`}
                      </div>
                    ))}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{a.observaciones ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TablaDesplazable>
            <PaginaDeTabla
              total={datos.total}
              pagina={pagina}
              porPagina={porPagina}
              onPagina={setPagina}
              onPorPagina={setPorPagina}
            />
          </>
        )}
      </Box>
    </PageFrame>
  );
};

export default AjustesLista;
