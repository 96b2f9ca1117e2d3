import QRCode from 'qrcode';

/**
 * A QR code drawn as one SVG path (no canvas, no effect): the modules of `qrcode`'s own encoder, error correction
 * M, with its quiet zone. Printed at `mm` millimetres square.
 */
export const QrDian = ({ texto, mm, etiqueta }: { texto: string; mm: number; etiqueta: string }) => {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const margen = 2;
  let d = '';
  for (let fila = 0; fila < n; fila++)
    for (let col = 0; col < n; col++)
      if (modules.get(fila, col)) d += `M${col + margen} ${fila + margen}h1v1h-1z`;
  const lado = n + margen * 2;
  return (
    <svg
      className="qr"
      data-testid="recibo-qr"
      data-texto={texto}
      role="img"
      aria-label={etiqueta}
      viewBox={`0 0 ${lado} ${lado}`}
      width={`${mm}mm`}
      height={`${mm}mm`}
      shapeRendering="crispEdges"
    >
      <rect width={lado} height={lado} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
};
