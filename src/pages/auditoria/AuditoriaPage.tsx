import { fechaHoraBogota } from '../../../common/fechas';
import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, MenuItem, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Page } from '../../../common/api';
import { ACCIONES_AUDITORIA, type RegistroAuditoria } from '../../../common/auditoria';
import { TablaDesplazable } from '../../components/TablaDesplazable';
import { PageFrame } from '../../components/PageFrame';
import { ErrorDeCarga, PaginaDeTabla } from '../../components/PaginaDeTabla';
import { http, type Envelope } from '../../dataProvider/http';

interface Filtros {
  accion: string;
  usuario: string;
  desde: string;
  hasta: string;
}

const SIN_FILTROS: Filtros = { accion: '', usuario: '', desde: '', hasta: '' };

/** `campo: antes → después` for each changed field. */
const textoCambios = (r: RegistroAuditoria) => {
  const campos = [...new Set([...Object.keys(r.antes ?? {}), ...Object.keys(r.despues ?? {})])];
  const valor = (v: unknown) => (v === undefined || v === null ? '—' : String(v));
  return campos.map((c) =>
    r.antes && r.despues
      ? `${c}: ${valor(r.antes[c])} → ${valor(r.despues[c])}`
      : `${c}: ${valor((r.despues ?? r.antes)?.[c])}`,
  );
};

/**
 * /configSistema/auditoria (issue 11): the company's audit trail, newest first, read only, filtered by action,
 * user (part of the e-mail) and Bogotá days (GET auditoria). Roles 0 and 1.
 */
const AuditoriaPage = () => {
  const translate = useTranslate();
  const [filtros, setFiltros] = useState<Filtros>(SIN_FILTROS);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(25);
  const [datos, setDatos] = useState<Page<RegistroAuditoria> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let vigente = true;
    setError(null);
    const params = new URLSearchParams({ page: String(pagina), rowsPerPage: String(porPagina) });
    for (const [k, v] of Object.entries(filtros)) if (v.trim()) params.set(k, v.trim());
    http
      .get<Envelope<Page<RegistroAuditoria>>>(`auditoria?${params.toString()}`)
      .then(({ data }) => vigente && setDatos(data.data))
      .catch((e: Error) => vigente && setError(e.message));
    return () => {
      vigente = false;
    };
  }, [filtros, pagina, porPagina, version]);

  const filtrar = (campo: keyof Filtros) => (e: { target: { value: string } }) => {
    setPagina(1);
    setFiltros((f) => ({ ...f, [campo]: e.target.value }));
  };
  const etiqueta = (campo: string) => translate(`comanda.auditoria.campos.${campo}`);
  const nombreAccion = (accion: string) =>
    translate(`comanda.auditoria.acciones.${accion.replace('.', '_')}`, { _: accion });

  return (
    <PageFrame
      title="comanda.auditoria.titulo"
      breadcrumbs={[
        { label: 'comanda.menu.configuracion', link: '/configSistema' },
        { label: 'comanda.auditoria.titulo', active: true },
      ]}
    >
      <Stack
        component="form"
        role="search"
        aria-label={translate('comanda.auditoria.filtros')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          select
          size="small"
          label={etiqueta('accion')}
          value={filtros.accion}
          onChange={filtrar('accion')}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{translate('comanda.auditoria.todas')}</MenuItem>
          {ACCIONES_AUDITORIA.map((a) => (
            <MenuItem key={a} value={a}>
              {nombreAccion(a)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={etiqueta('usuario')}
          value={filtros.usuario}
          onChange={filtrar('usuario')}
        />
        {(['desde', 'hasta'] as const).map((c) => (
          <TextField
            key={c}
            size="small"
            type="date"
            label={etiqueta(c)}
            value={filtros[c]}
            onChange={filtrar(c)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Box sx={{ mt: 2 }}>
        {error ? (
          <ErrorDeCarga
            error={error}
            reintentar={() => setVersion((v) => v + 1)}
            texto="comanda.auditoria.reintentar"
          />
        ) : datos === null ? (
          <CircularProgress aria-label={translate('comanda.auditoria.cargando')} />
        ) : datos.data.length === 0 ? (
          <Alert severity="info">{translate('comanda.auditoria.vacio')}</Alert>
        ) : (
          <>
            <TablaDesplazable
              titulo={translate('comanda.auditoria.titulo')}
              columnas={['fecha', 'accion', 'usuario', 'ip', 'objeto', 'cambios'].map((c) => etiqueta(c))}
            >
              {datos.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {fechaHoraBogota(r.fecha, { segundos: true })}
                  </TableCell>
                  <TableCell>{nombreAccion(r.accion)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.usuario ?? '—'}</TableCell>
                  <TableCell>{r.ip ?? '—'}</TableCell>
                  <TableCell>{r.entidad ? `${r.entidad} ${r.entidad_id ?? ''}`.trim() : '—'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {textoCambios(r).map((linea) => (
                      <div key={linea}>{linea}</div>
                    ))}
                  </TableCell>
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

export default AuditoriaPage;
