import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { Informe } from '../../common/informes/tipos';
import type { ProveedorDatos } from '../dataProvider';
import { useNotificar } from '../notifications';
import { descargar } from '../resources/catalogo/descargar';
import { mensajeDeCarga } from './mensajeCarga';
import { useTextoDeclarado } from './textoDeclarado';

/**
 * 'Exportar informe': the server's .xlsx of the range and filters the grid shows (`action=export`, through the
 * dataProvider's HTTP client and its token), saved under the server's file name. A failure shows the server's
 * message, else the report's own (spec §8).
 */
export const BotonExportarInforme = ({ informe }: { informe: Informe }) => {
  const translate = useTranslate();
  const texto = useTextoDeclarado();
  const { filterValues, resource, total, error } = useListContext();
  const dataProvider = useDataProvider<ProveedorDatos>();
  const notificar = useNotificar();
  const [exportando, setExportando] = useState(false);
  const exportar = async () => {
    setExportando(true);
    try {
      const { datos, nombre } = await dataProvider.exportar(resource, filterValues);
      descargar(nombre, datos);
    } catch (e) {
      notificar.error(mensajeDeCarga(e, informe, texto));
    } finally {
      setExportando(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportar()}
      disabled={exportando || Boolean(error) || !total}
    >
      {translate('comanda.informes.exportar')}
    </Button>
  );
};
