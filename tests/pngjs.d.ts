/** The part of pngjs (a dependency of qrcode) the tests use to read a QR code's PNG. */
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
