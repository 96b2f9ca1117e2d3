export { TiquetesFallidos } from './TiquetesFallidos';
