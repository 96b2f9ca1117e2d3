import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ModuloEquipo, RolEquipo, UsuarioEquipo } from '../../../common/registros';
import { esPrivilegiado, MODULOS_SUGERIDOS, tagsDeAcceso } from '../../../common/roles';
import { moduloPorTag, ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import { useUsuario } from '../../authProvider/useUsuario';
import { esLimitePlan } from '../../components/AlertaFreemium';
import { http, type Envelope } from '../../dataProvider/http';
import { ElegirSedes } from './ElegirSedes';

export interface DialogoUsuarioProps {
  /** null: invite a new user; a user: edit them. */
  usuario: UsuarioEquipo | null;
  roles: RolEquipo[];
  modulos: ModuloEquipo[];
  onClose: () => void;
  onGuardado: (mensaje: string) => void;
  /** The save was refused by the plan's user limit (`freemiumPlan`): the page shows the freemium alert. */
  onLimitePlan: () => void;
}

interface ErrorHttp {
  message?: string;
  body?: { data?: { errors?: Record<string, string[]> } };
}

/**
 * The invite dialog (correo, rol, module tags as checkboxes) and the edit dialog (also nombre, apellido,
 * numeroTelefonico). Roles 0 and 1 carry every module, so their checkboxes are hidden; the owner's role is fixed.
 */
export const DialogoUsuario = ({
  usuario,
  roles,
  modulos,
  onClose,
  onGuardado,
  onLimitePlan,
}: DialogoUsuarioProps) => {
  const translate = useTranslate();
  const editando = usuario !== null;
  const [valores, setValores] = useState({
    nombre: usuario?.nombre ?? '',
    apellido: usuario?.apellido ?? '',
    numeroTelefonico: usuario?.numeroTelefonico ?? '',
    correo: usuario?.correo ?? '',
    rol: usuario?.rol ?? 3,
  });
  // Offered: the sections that exist (the map's `disponible`) and that the role may open (a section kept for
  // roles 0 and 1 would be a tick that opens nothing), and the permissions that are not sections (cobrar).
  const ofrecidos = (rol: number) =>
    modulos.filter((m) => m.disponible && (moduloPorTag(m.tag)?.roles ?? [rol]).includes(rol));
  // Inviting: the chosen role's suggested modules are ticked (and may be changed); editing keeps the user's.
  const sugeridos = (rol: number) =>
    (MODULOS_SUGERIDOS[rol] ?? []).filter((tag) => ofrecidos(rol).some((m) => m.tag === tag));
  const [tags, setTags] = useState<string[]>(
    usuario ? tagsDeAcceso(usuario.acceso_modulo_tag) : sugeridos(3),
  );
  const [sedes, setSedes] = useState<number[]>(usuario?.sedes ?? []);
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const esPropietario = usuario?.rol === 0;
  // Only the owner names Administradores (the server refuses anyone else).
  const yo = useUsuario();
  const nombraAdmins = !yo || yo.rol.id_rol === ROL_PROPIETARIO || usuario?.rol === ROL_PRIVILEGIADO;
  const rolesElegibles = roles.filter(
    (r) => (r.id_rol !== 0 || esPropietario) && (r.id_rol !== ROL_PRIVILEGIADO || nombraAdmins),
  );

  const cambiar = (campo: keyof typeof valores) => (e: { target: { value: string } }) => {
    setValores((v) => ({ ...v, [campo]: campo === 'rol' ? Number(e.target.value) : e.target.value }));
    if (campo === 'rol' && !editando) setTags(sugeridos(Number(e.target.value)));
  };
  const alternar = (tag: string) =>
    setTags((actuales) => (actuales.includes(tag) ? actuales.filter((t) => t !== tag) : [...actuales, tag]));

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setEnviando(true);
    setErrores({});
    setError(null);
    try {
      const { data } = editando
        ? await http.post<Envelope>('usuarios/usuario/actualizar', {
            id: usuario.id,
            ...valores,
            modulos: tags,
            sedes,
          })
        : await http.post<Envelope>('usuarios/usuario/invitacion', {
            correo: valores.correo,
            rol: valores.rol,
            modulos: tags,
            sedes,
          });
      onGuardado(data.message);
    } catch (err) {
      if (esLimitePlan(err)) return onLimitePlan();
      const { message, body } = err as ErrorHttp;
      setErrores(body?.data?.errors ?? {});
      setError(message ?? 'comanda.errores.generico');
      setEnviando(false);
    }
  };

  const campo = (nombre: keyof typeof valores, etiqueta: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={translate(etiqueta)}
      value={valores[nombre]}
      onChange={cambiar(nombre)}
      error={Boolean(errores[nombre])}
      helperText={errores[nombre]?.[0]}
      fullWidth
      margin="dense"
      {...extra}
    />
  );

  const visibles = ofrecidos(valores.rol);
  const grupos = [...new Set(visibles.map((m) => m.grupo_label))];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={enviar} noValidate>
        <DialogTitle>
          {translate(editando ? 'comanda.usuarios.editar_titulo' : 'comanda.usuarios.invitar_titulo')}
        </DialogTitle>
        <DialogContent>
          {editando ? (
            <>
              {campo('nombre', 'comanda.usuarios.campos.nombre', { required: true })}
              {campo('apellido', 'comanda.usuarios.campos.apellido', { required: true })}
              {campo('numeroTelefonico', 'comanda.usuarios.campos.telefono', { type: 'tel' })}
            </>
          ) : null}
          {campo('correo', 'comanda.usuarios.campos.correo', { type: 'email', required: true })}
          {campo('rol', 'comanda.usuarios.campos.rol', {
            select: true,
            disabled: esPropietario,
            children: rolesElegibles.map((r) => (
              <MenuItem key={r.id_rol} value={r.id_rol}>
                {translate(`comanda.roles.${r.id_rol}`, { _: r.nombre })}
              </MenuItem>
            )),
          })}
          {esPrivilegiado(valores.rol) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('comanda.usuarios.todos_los_modulos')}
            </Typography>
          ) : (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
              <FormLabel component="legend">{translate('comanda.usuarios.campos.modulos')}</FormLabel>
              {grupos.map((grupo) => (
                <Box key={grupo} sx={{ mt: 1 }}>
                  <Typography variant="subtitle2">{translate(grupo)}</Typography>
                  <FormGroup row>
                    {visibles
                      .filter((m) => m.grupo_label === grupo)
                      .map((m) => (
                        <FormControlLabel
                          key={m.tag}
                          control={
                            <Checkbox checked={tags.includes(m.tag)} onChange={() => alternar(m.tag)} />
                          }
                          label={translate(m.label)}
                        />
                      ))}
                  </FormGroup>
                </Box>
              ))}
              {errores.modulos ? <Alert severity="error">{errores.modulos[0]}</Alert> : null}
              <ElegirSedes elegidas={sedes} alCambiar={setSedes} error={errores.sedes?.[0]} />
            </Box>
          )}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('comanda.usuarios.cancelar')}</Button>
          <Button type="submit" variant="contained" loading={enviando}>
            {translate(editando ? 'comanda.usuarios.guardar' : 'comanda.usuarios.enviar_invitacion')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
