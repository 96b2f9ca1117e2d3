// ra-language-spanish 1.0.0 ships plain CommonJS without types.
declare module 'ra-language-spanish' {
  type Mensajes = { [clave: string]: string | Mensajes };
  const mensajes: { ra: Mensajes };
  export default mensajes;
}
