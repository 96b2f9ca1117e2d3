import type { ComponentType } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';

export interface RecursoDef {
  create?: ComponentType;
  edit?: ComponentType;
}

const AEditar = () => {
  const { id } = useParams();
  return <Navigate to={`../editar/${id}`} replace />;
};

/**
 * The Spanish paths of a resource (spec §2: /<recurso>/registrar and /<recurso>/editar/:id) as child routes of its
 * <Resource>, plus redirects from react-admin's default /create and /:id so built-in links land on them.
 */
export function spanishRoutes({ create: Create, edit: Edit }: RecursoDef) {
  return [
    Create && <Route key="registrar" path="registrar" element={<Create />} />,
    Create && <Route key="create" path="create" element={<Navigate to="../registrar" replace />} />,
    Edit && <Route key="editar" path="editar/:id" element={<Edit />} />,
    // Without its id the edit page says so (never `:id` = 'editar', which asked the API for an 'editar' record).
    Edit && <Route key="editar-sin-id" path="editar" element={<Edit />} />,
    Edit && <Route key="id" path=":id" element={<AEditar />} />,
  ].filter(Boolean);
}

export const rutaRegistrar = (resource: string) => `/${resource}/registrar`;
export const rutaEditar = (resource: string, id: string | number) => `/${resource}/editar/${id}`;
