import type { SvgIconComponent } from '@mui/icons-material';
import CategoryIcon from '@mui/icons-material/Category';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LabelIcon from '@mui/icons-material/Label';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import PrintIcon from '@mui/icons-material/Print';

/** A catalogue's icon by its `recurso`; one not listed gets the default. */
const ICONOS: Record<string, SvgIconComponent> = {
  categorias: CategoryIcon,
  productosImpuestos: PercentIcon,
  formasPago: PaymentsIcon,
  tipoGastos: LabelIcon,
  puntosImpresion: PrintIcon,
};

export const iconoDeCatalogo = (recurso: string): SvgIconComponent => ICONOS[recurso] ?? ListAltIcon;
