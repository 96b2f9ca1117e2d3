import type { ReactElement } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import BoltIcon from '@mui/icons-material/Bolt';
import CalculateIcon from '@mui/icons-material/Calculate';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import CategoryIcon from '@mui/icons-material/Category';
import PercentIcon from '@mui/icons-material/Percent';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PaymentsIcon from '@mui/icons-material/Payments';
import LabelIcon from '@mui/icons-material/Label';
import BusinessIcon from '@mui/icons-material/Business';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import TuneIcon from '@mui/icons-material/Tune';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SettingsIcon from '@mui/icons-material/Settings';
import FlagIcon from '@mui/icons-material/Flag';
import PeopleIcon from '@mui/icons-material/People';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PrintIcon from '@mui/icons-material/Print';
import WebhookIcon from '@mui/icons-material/Webhook';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';

/** One icon per module tag (src/modules.ts); reports share one. */
const ICONOS: Record<string, ReactElement> = {
  principal: <HomeIcon />,
  ventas: <PointOfSaleIcon />,
  ventaInmediata: <BoltIcon />,
  cuadreCaja: <CalculateIcon />,
  ordenes: <ReceiptLongIcon />,
  categorias: <CategoryIcon />,
  productosImpuestos: <PercentIcon />,
  productos: <InventoryIcon />,
  formasPago: <PaymentsIcon />,
  tipoGastos: <LabelIcon />,
  proveedores: <BusinessIcon />,
  gastos: <MoneyOffIcon />,
  ajusteInventario: <TuneIcon />,
  compras: <ShoppingCartIcon />,
  configSistema: <SettingsIcon />,
  mesas: <TableRestaurantIcon />,
  objetivosVentas: <FlagIcon />,
  usuarios: <PeopleIcon />,
  cuenta: <AccountCircleIcon />,
  puntosImpresion: <PrintIcon />,
  webhooks: <WebhookIcon />,
  suscripciones: <CardMembershipIcon />,
};

export const iconoDeModulo = (tag: string): ReactElement => ICONOS[tag] ?? <AssessmentIcon />;
