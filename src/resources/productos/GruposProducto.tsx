import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useNotificar } from '../../notifications';
import { guardarGruposProducto, leerGruposProducto } from './api';
import { SeccionEdicion } from '../catalogo/SeccionEdicion';

/**
 * The modifier groups a product's lines offer (issue 32), chosen on the product as Loyverse and Fudo do: every group
 * of the catalogue as a chip, tapped on or off, in the order tapped; saved to POST
 * productos/producto/{id}/modificadores.
 */
export const GruposProducto = () => {
  const record = useRecordContext<{ id: number; tipo_producto: string }>();
  if (!record || record.tipo_producto === 'insumo') return null;
  return <Grupos id={record.id} />;
};

const Grupos = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const cliente = useQueryClient();
  const clave = ['productos', 'modificadores', id];
  const actuales = useQuery({ queryKey: clave, queryFn: () => leerGruposProducto(id) });
  const { data: todos = [] } = useGetList<{ id: number; nombre: string }>('gruposModificadores', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  const [elegidos, setElegidos] = useState<number[] | null>(null);
  const marcados = elegidos ?? actuales.data?.map((g) => g.id) ?? [];

  const alternar = (grupo: number) =>
    setElegidos(marcados.includes(grupo) ? marcados.filter((g) => g !== grupo) : [...marcados, grupo]);

  async function guardar() {
    try {
      const { grupos, mensaje } = await guardarGruposProducto(id, marcados);
      cliente.setQueryData(clave, grupos);
      setElegidos(null);
      notificar.exito(mensaje);
    } catch (error) {
      notificar.error((error as Error).message);
    }
  }

  return (
    <SeccionEdicion
      id="titulo-modificadores"
      titulo={translate('comanda.modificadores_producto.titulo')}
      ayuda={translate('comanda.modificadores_producto.ayuda')}
    >
      {actuales.isError ? (
        <Alert severity="error">
          {translate('comanda.modificadores_producto.no_cargo', { mensaje: actuales.error.message })}
        </Alert>
      ) : todos.length === 0 ? (
        <Typography>{translate('comanda.modificadores_producto.ninguno')}</Typography>
      ) : (
        <>
          <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mb: 2 }}>
            {todos.map((g) => (
              <Chip
                key={g.id}
                label={g.nombre}
                color={marcados.includes(g.id) ? 'primary' : 'default'}
                variant={marcados.includes(g.id) ? 'filled' : 'outlined'}
                aria-pressed={marcados.includes(g.id)}
                onClick={() => alternar(g.id)}
                sx={{ minHeight: 48 }}
              />
            ))}
          </Stack>
          <Button variant="contained" onClick={() => void guardar()} disabled={actuales.isPending}>
            {translate('comanda.modificadores_producto.guardar')}
          </Button>
        </>
      )}
    </SeccionEdicion>
  );
};
