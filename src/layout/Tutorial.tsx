import { lazy, Suspense, useState } from 'react';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { useTranslate } from 'react-admin';
import { BotonCabecera } from './BotonCabecera';

/** The tutorial video (spec §2 'Ver tutorial'): `VITE_TUTORIAL_URL`, an embeddable page or a video file. */
export const URL_TUTORIAL = ((import.meta.env.VITE_TUTORIAL_URL as string | undefined) ?? '').trim();

// The dialog (MUI's Dialog and the player) is fetched on the first click, not with every page of the shell (issue 12).
const DialogoTutorial = lazy(() => import('./DialogoTutorial'));

/** 'Ver tutorial' in the app bar, and its dialog. */
export const BotonTutorial = ({ url = URL_TUTORIAL }: { url?: string }) => {
  const translate = useTranslate();
  const [abierto, setAbierto] = useState(false);
  const [usado, setUsado] = useState(false);
  return (
    <>
      <BotonCabecera
        icono={<OndemandVideoIcon />}
        texto={translate('comanda.layout.ver_tutorial')}
        onClick={() => {
          setUsado(true);
          setAbierto(true);
        }}
      />
      {usado ? (
        <Suspense fallback={null}>
          <DialogoTutorial url={url} abierto={abierto} alCerrar={() => setAbierto(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
