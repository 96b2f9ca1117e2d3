import { Create, useRedirect } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { GastoForm } from './GastoForm';
import { migasGastos, RUTA_GASTOS } from './rutas';

const T = 'comanda.gastos';

/** /gastos/registrar: POST gastos/gasto (the total is the server's; the form shows the same sum as it is typed). */
const GastoCreate = () => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  return (
    <PageFrame title={`${T}.nuevo`} breadcrumbs={migasGastos(`${T}.nuevo`)} appBarTitle={false}>
      <Create
        resource="gastos"
        title={`${T}.nuevo`}
        mutationOptions={{
          onSuccess: () => {
            notificar.exito(`${T}.creado`);
            redirect(RUTA_GASTOS);
          },
        }}
      >
        <GastoForm />
      </Create>
    </PageFrame>
  );
};

export default GastoCreate;
