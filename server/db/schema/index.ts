export * from './tenant';
export * from './cuentas';
export * from './referencias';
export * from './empresa';
export * from './categorias';
export * from './sistema';
export * from './dinero';
export * from './catalogos';
