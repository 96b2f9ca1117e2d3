export { PlanoMesas } from './PlanoMesas';
