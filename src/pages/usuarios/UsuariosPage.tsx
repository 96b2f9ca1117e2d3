import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ListBase, useGetList, useListContext, useLogout, useTranslate } from 'react-admin';
import type { ModuloEquipo, RolEquipo, UsuarioEquipo } from '../../../common/registros';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { esPrivilegiado } from '../../../common/roles';
import { useUsuario } from '../../authProvider/useUsuario';
import { AlertaFreemium, esLimitePlan } from '../../components/AlertaFreemium';
import { PageFrame } from '../../components/PageFrame';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TODAS_LAS_FILAS } from '../../dataProvider';
import { http, type Envelope } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { DialogoPropietario } from './DialogoPropietario';
import { DialogoUsuario } from './DialogoUsuario';

type Pestana = 'activos' | 'inactivos' | 'invitaciones';

/** Each tab's resource (src/dataProvider/resources.ts: spec §7 'Users' lists, plain arrays). */
const RECURSO: Record<Pestana, string> = {
  activos: 'usuarios',
  inactivos: 'usuariosInactivos',
  invitaciones: 'usuariosInvitados',
};
const PESTANAS = Object.keys(RECURSO) as Pestana[];
const TODAS = { pagination: { page: 1, perPage: TODAS_LAS_FILAS } };

type Accion = { tipo: 'eliminar' | 'cancelar'; usuario: UsuarioEquipo };

const nombreDe = (u: UsuarioEquipo) => `${u.nombre} ${u.apellido}`.trim() || u.correo;

/**
 * /configSistema/usuarios (issue 11): active users, inactive users and pending invitations in tabs; invite
 * (e-mail, role, module tags), edit, deactivate and reactivate, delete with confirmation; resend and cancel an
 * invitation. The owner's row offers edit only: the server refuses the rest. Another owner's or Administrador's row
 * offers nothing to an Administrador (only the owner changes them); the owner may hand the ownership to an active
 * user ('Hacer propietario', password confirmed), which ends their session. A new e-mail awaiting confirmation shows
 * under the current one.
 */
const Equipo = ({ pestana, setPestana }: { pestana: Pestana; setPestana: (p: Pestana) => void }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const logout = useLogout();
  const yo = useUsuario();
  const soyPropietario = yo?.rol.id_rol === ROL_PROPIETARIO;
  const [transferir, setTransferir] = useState<UsuarioEquipo | null>(null);
  const { data: usuarios, error, refetch } = useListContext<UsuarioEquipo>();
  const recargar = () => void refetch();
  const roles = (useGetList<RolEquipo & { id: number }>('roles', TODAS).data ?? []) as RolEquipo[];
  const modulos = (useGetList<ModuloEquipo & { id: number }>('modulos', TODAS).data ?? []) as ModuloEquipo[];
  const [dialogo, setDialogo] = useState<{ usuario: UsuarioEquipo | null } | null>(null);
  const [accion, setAccion] = useState<Accion | null>(null);
  // An invitation, addition or reactivation refused by the plan's user limit (`freemiumPlan`).
  const [limitePlan, setLimitePlan] = useState(false);

  const nombreRol = (id: number) =>
    translate(`comanda.roles.${id}`, { _: roles.find((r) => r.id_rol === id)?.nombre ?? String(id) });

  const ejecutar = async (peticion: () => Promise<{ data: Envelope }>) => {
    try {
      const { data } = await peticion();
      notificar.exito(data.message);
      recargar();
    } catch (e) {
      if (esLimitePlan(e)) setLimitePlan(true);
      else notificar.error(e as Error);
    }
  };
  const cambiarEstado = (u: UsuarioEquipo, estado: 0 | 1) =>
    ejecutar(() => http.post('usuarios/usuario/actualizar', { id: u.id, estado }));
  const reenviar = (u: UsuarioEquipo) =>
    ejecutar(() =>
      http.post('usuarios/usuario/invitacion', {
        correo: u.correo,
        rol: u.rol,
        modulos: u.acceso_modulo_tag.split(','),
      }),
    );
  const confirmar = ({ tipo, usuario }: Accion) => {
    setAccion(null);
    void ejecutar(() =>
      http.delete(
        tipo === 'eliminar' ? `usuarios/usuario/${usuario.id}` : `usuarios/invitacion/${usuario.id}`,
      ),
    );
  };

  const acciones = (u: UsuarioEquipo) => {
    const boton = (clave: string, onClick: () => void, color: 'primary' | 'error' = 'primary') => (
      <Button key={clave} size="small" color={color} onClick={onClick}>
        {translate(`comanda.usuarios.acciones.${clave}`)}
      </Button>
    );
    if (pestana === 'invitaciones')
      return [
        boton('reenviar', () => void reenviar(u)),
        boton('cancelar', () => setAccion({ tipo: 'cancelar', usuario: u }), 'error'),
      ];
    if (yo && !soyPropietario && esPrivilegiado(u.rol) && u.id !== yo.user.id) return [];
    const lista = [boton('editar', () => setDialogo({ usuario: u }))];
    if (u.rol === ROL_PROPIETARIO) return lista;
    if (soyPropietario && pestana === 'activos') lista.push(boton('transferir', () => setTransferir(u)));
    if (pestana === 'activos') lista.push(boton('desactivar', () => void cambiarEstado(u, 0)));
    else lista.push(boton('reactivar', () => void cambiarEstado(u, 1)));
    lista.push(boton('eliminar', () => setAccion({ tipo: 'eliminar', usuario: u }), 'error'));
    return lista;
  };

  return (
    <PageFrame
      title="comanda.usuarios.titulo"
      breadcrumbs={[
        { label: 'comanda.menu.configuracion', link: '/configSistema' },
        { label: 'comanda.usuarios.titulo', active: true },
      ]}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setDialogo({ usuario: null })}
        >
          {translate('comanda.usuarios.invitar')}
        </Button>
      }
    >
      {limitePlan ? <AlertaFreemium /> : null}
      <Tabs value={pestana} onChange={(_, v: Pestana) => setPestana(v)} variant="scrollable">
        {PESTANAS.map((p) => (
          <Tab key={p} value={p} label={translate(`comanda.usuarios.pestanas.${p}`)} />
        ))}
      </Tabs>
      <Box sx={{ mt: 2 }}>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={recargar}>
                {translate('comanda.usuarios.reintentar')}
              </Button>
            }
          >
            {translate(error.message, { _: error.message })}
          </Alert>
        ) : usuarios === undefined ? (
          <CircularProgress aria-label={translate('comanda.usuarios.cargando')} />
        ) : usuarios.length === 0 ? (
          <Alert severity="info">{translate(`comanda.usuarios.vacio.${pestana}`)}</Alert>
        ) : (
          // Its width is the page's, never the table's: a table wider than a phone scrolls inside, not the page.
          <TableContainer sx={{ contain: 'inline-size' }}>
            <Table size="small" aria-label={translate(`comanda.usuarios.pestanas.${pestana}`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('comanda.usuarios.campos.nombre')}</TableCell>
                  <TableCell>{translate('comanda.usuarios.campos.correo')}</TableCell>
                  <TableCell>{translate('comanda.usuarios.campos.rol')}</TableCell>
                  <TableCell>{translate('comanda.usuarios.campos.acciones')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {usuarios.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell>{pestana === 'invitaciones' ? '—' : nombreDe(u)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {u.correo}
                      {u.correo_pendiente ? (
                        <Typography variant="caption" color="text.secondary" display="block">
                          {translate('comanda.usuarios.correo_pendiente', { correo: u.correo_pendiente })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{nombreRol(u.rol)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                        {acciones(u)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      {dialogo ? (
        <DialogoUsuario
          usuario={dialogo.usuario}
          roles={roles}
          modulos={modulos}
          onClose={() => setDialogo(null)}
          onLimitePlan={() => {
            setDialogo(null);
            setLimitePlan(true);
          }}
          onGuardado={(mensaje) => {
            setDialogo(null);
            notificar.exito(mensaje);
            recargar();
          }}
        />
      ) : null}
      {transferir ? (
        <DialogoPropietario
          usuario={transferir}
          nombre={nombreDe(transferir)}
          onClose={() => setTransferir(null)}
          onTransferida={(mensaje) => {
            setTransferir(null);
            notificar.exito(mensaje);
            // Both sessions ended with the transfer: sign in again as the Administrador one is now.
            void logout();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={accion !== null}
        data={accion}
        variant="delete"
        title={accion?.tipo === 'cancelar' ? translate('comanda.usuarios.cancelar_invitacion') : undefined}
        nombre={accion ? nombreDe(accion.usuario) : undefined}
        onConfirm={confirmar}
        onClose={() => setAccion(null)}
      />
    </PageFrame>
  );
};

/**
 * Each tab is its resource's list (all rows); the previous tab's rows stay while the next one loads. A failed load
 * says so in the page, not in a toast as well.
 */
const UsuariosPage = () => {
  const [pestana, setPestana] = useState<Pestana>('activos');
  return (
    <ListBase
      resource={RECURSO[pestana]}
      perPage={TODAS_LAS_FILAS}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ onError: () => undefined }}
    >
      <Equipo pestana={pestana} setPestana={setPestana} />
    </ListBase>
  );
};

export default UsuariosPage;
