import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { perezosa } from '../../components/perezosa';

/**
 * /gastos (issue 10), hand-built beside the catalogue generator: an expense is cancelled rather than deleted, has
 * a date and a server-computed total, and records the open register when paid in cash — things a generated
 * catalogue does not do. Pages in their own chunks.
 */
export const gastos = {
  list: perezosa(() => import('./GastosList'), ['layout', 'gastos']),
  create: perezosa(() => import('./GastoCreate'), ['layout', 'gastos']),
  edit: perezosa(() => import('./GastoEdit'), ['layout', 'gastos']),
  icon: ReceiptLongIcon,
};
