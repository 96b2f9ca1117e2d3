import { useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Button as BotonBarra, HttpError, useRefresh, useTranslate } from 'react-admin';
import type { Envelope } from '../../../common/api';
import type {
  DatosErrorImportacion,
  ErrorImportacion,
  ResultadoImportacion,
} from '../../../common/importacionProductos';
import { FREEMIUM_PLAN } from '../../../common/constantes';
import { AlertaFreemium } from '../../components/AlertaFreemium';
import { http } from '../../dataProvider/http';
import { descargarEjemplo, descargarPlantilla } from './plantilla';
import { VistaPrevia } from './VistaPreviaImportacion';

/** 1,000 rows are written one by one through the generated service: far longer than the API's usual 30 s. */
const TIEMPO_IMPORTACION = 300_000;
const TOQUE = { minHeight: 48 };

type Estado =
  | { paso: 'elegir' }
  | { paso: 'subiendo'; progreso: number | null }
  | { paso: 'previa'; resultado: ResultadoImportacion }
  | { paso: 'hecho'; resultado: ResultadoImportacion }
  | { paso: 'errores'; mensaje: string; errores: ErrorImportacion[]; total: number }
  | { paso: 'fallo'; mensaje: string };

/**
 * POST productos/importar with the file (multipart), reporting the upload's progress (0–100, null: unknown);
 * `vistaPrevia`: the server checks everything and says what it would do, writing nothing.
 */
export async function subirImportacion(
  archivo: File,
  alProgreso: (progreso: number | null) => void,
  vistaPrevia = false,
): Promise<Envelope<ResultadoImportacion>> {
  const datos = new FormData();
  datos.append('file', archivo);
  const { data } = await http.post<Envelope<ResultadoImportacion>>('productos/importar', datos, {
    params: vistaPrevia ? { vista_previa: 1 } : undefined,
    timeout: TIEMPO_IMPORTACION,
    onUploadProgress: (e) => alProgreso(e.total ? Math.round((e.loaded / e.total) * 100) : null),
  });
  return data;
}

/**
 * The products list's 'Importar' (beside the declaration, ./extension.ts): a dialog that downloads
 * the template or the sample menu, takes an .xlsx or .csv and uploads it first as a preview (what would be
 * created and updated, and the categories the file adds), then, confirmed, for real; either step lists the
 * file's errors (row, column, message; nothing was imported) or says what happened.
 */
export const ImportarProductos = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [estado, setEstado] = useState<Estado>({ paso: 'elegir' });
  const [plantilla, setPlantilla] = useState<'lista' | 'cargando' | 'fallo'>('lista');
  const [bajandoEjemplo, setBajandoEjemplo] = useState(false);
  const entrada = useRef<HTMLInputElement>(null);

  const cerrar = () => {
    if (estado.paso === 'subiendo') return;
    setAbierto(false);
    setArchivo(null);
    setEstado({ paso: 'elegir' });
  };

  const elegir = (e: ChangeEvent<HTMLInputElement>) => {
    setArchivo(e.target.files?.[0] ?? null);
    setEstado({ paso: 'elegir' });
    e.target.value = '';
  };

  const bajarPlantilla = async () => {
    setPlantilla('cargando');
    try {
      await descargarPlantilla();
      setPlantilla('lista');
    } catch {
      setPlantilla('fallo');
    }
  };

  const bajarEjemplo = async () => {
    setBajandoEjemplo(true);
    try {
      await descargarEjemplo();
      setPlantilla('lista');
    } catch {
      setPlantilla('fallo');
    } finally {
      setBajandoEjemplo(false);
    }
  };

  /** First a preview (nothing written); once the user has seen it, the import itself. */
  const importar = async () => {
    if (!archivo) return;
    const confirmado = estado.paso === 'previa';
    setEstado({ paso: 'subiendo', progreso: 0 });
    try {
      const r = await subirImportacion(
        archivo,
        (progreso) => setEstado({ paso: 'subiendo', progreso }),
        !confirmado,
      );
      if (!confirmado) {
        setEstado({ paso: 'previa', resultado: r.data });
        return;
      }
      setEstado({ paso: 'hecho', resultado: r.data });
      setArchivo(null);
      refresh();
    } catch (error) {
      const mensaje = error instanceof Error ? translate(error.message, { _: error.message }) : String(error);
      const datos = (error instanceof HttpError ? (error.body as Envelope | undefined)?.data : null) as
        Partial<DatosErrorImportacion> | null | undefined;
      if (datos && Array.isArray(datos.errores))
        setEstado({
          paso: 'errores',
          mensaje,
          errores: datos.errores,
          total: datos.total ?? datos.errores.length,
        });
      else setEstado({ paso: 'fallo', mensaje });
    }
  };

  const subiendo = estado.paso === 'subiendo';
  return (
    <>
      {/* Shaped as its neighbours in the list's toolbar, Exportar and Registrar (react-admin's buttons). */}
      <BotonBarra label="comanda.importar.boton" onClick={() => setAbierto(true)}>
        <UploadFileIcon />
      </BotonBarra>
      <Dialog
        open={abierto}
        onClose={cerrar}
        fullWidth
        maxWidth="md"
        aria-labelledby="importar-productos-titulo"
      >
        <DialogTitle id="importar-productos-titulo">{translate('comanda.importar.titulo')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{translate('comanda.importar.ayuda')}</Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('comanda.importar.categorias_ayuda')}
          </Alert>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<DownloadIcon />}
              onClick={bajarPlantilla}
              disabled={plantilla === 'cargando'}
              sx={TOQUE}
            >
              {translate('comanda.importar.plantilla')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<DownloadIcon />}
              onClick={bajarEjemplo}
              disabled={bajandoEjemplo}
              sx={TOQUE}
            >
              {translate('comanda.importar.ejemplo')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<UploadFileIcon />}
              onClick={() => entrada.current?.click()}
              disabled={subiendo}
              sx={TOQUE}
            >
              {translate('comanda.importar.elegir')}
            </Button>
            <input
              ref={entrada}
              type="file"
              hidden
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={elegir}
              data-testid="archivo-importacion"
            />
          </Box>
          {plantilla === 'fallo' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('comanda.importar.plantilla_fallo')}
            </Alert>
          ) : null}
          <Typography sx={{ mb: 2 }} aria-live="polite">
            {archivo
              ? translate('comanda.importar.elegido', { nombre: archivo.name })
              : translate('comanda.importar.ninguno')}
          </Typography>
          {subiendo ? (
            <Box sx={{ mb: 2 }}>
              <Typography id="importar-progreso">{translate('comanda.importar.subiendo')}</Typography>
              <LinearProgress
                aria-labelledby="importar-progreso"
                variant={estado.progreso === null || estado.progreso >= 100 ? 'indeterminate' : 'determinate'}
                value={estado.progreso ?? undefined}
              />
            </Box>
          ) : null}
          {estado.paso === 'previa' ? <VistaPrevia resultado={estado.resultado} /> : null}
          {estado.paso === 'hecho' ? (
            <Alert severity="success" role="status">
              {translate('comanda.importar.hecho', {
                creados: estado.resultado.creados,
                actualizados: estado.resultado.actualizados,
              })}
            </Alert>
          ) : null}
          {estado.paso === 'fallo' ? (
            estado.mensaje === FREEMIUM_PLAN ? (
              <AlertaFreemium />
            ) : (
              <Alert severity="error">{estado.mensaje}</Alert>
            )
          ) : null}
          {estado.paso === 'errores' ? <TablaErrores {...estado} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar} disabled={subiendo} size="large" sx={TOQUE}>
            {translate('comanda.importar.cerrar')}
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={importar}
            disabled={!archivo || subiendo}
            sx={TOQUE}
          >
            {translate(estado.paso === 'previa' ? 'comanda.importar.confirmar' : 'comanda.importar.importar')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const TablaErrores = ({
  mensaje,
  errores,
  total,
}: {
  mensaje: string;
  errores: ErrorImportacion[];
  total: number;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {mensaje}
        {total > errores.length ? ` ${translate('comanda.importar.primeros', { n: errores.length })}` : ''}
      </Alert>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('comanda.importar.tabla')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('comanda.importar.fila')}</TableCell>
              <TableCell>{translate('comanda.importar.columna')}</TableCell>
              <TableCell>{translate('comanda.importar.mensaje')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errores.map((e, i) => (
              <TableRow key={i}>
                <TableCell>{e.fila}</TableCell>
                <TableCell>{e.columna}</TableCell>
                <TableCell>{e.mensaje}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
