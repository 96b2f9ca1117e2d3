import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the public schemas are: OASIS UBL 2.1 (xsd/common, xsd/maindoc) and DIAN's extension
 * (xsd/maindoc/DIAN_UBL_Structures.xsd). They are not in this repository: DIAN_XSD_DIR names their folder, else
 * the steering repo's shared/reference/dian-xsd beside the clone (server/dian/xsd/README.md says what goes there).
 */
export const CARPETA_XSD = resolve(
  process.env.DIAN_XSD_DIR ?? join(__dirname, '..', '..', '..', 'shared', 'reference', 'dian-xsd'),
);

/** Whether the schemas (and xmllint, Debian's libxml2-utils) are here to validate with. */
export const hayEsquemas =
  existsSync(join(CARPETA_XSD, 'maindoc', 'UBL-Invoice-2.1.xsd')) &&
  existsSync(join(CARPETA_XSD, 'maindoc', 'DIAN_UBL_Structures.xsd'));

let envoltorio: string | null = null;

/**
 * One schema importing the document schemas and DIAN's structures, so that xmllint validates the document and,
 * through UBL's lax ExtensionContent, DIAN's extension inside it.
 */
function esquema(): string {
  if (envoltorio) return envoltorio;
  const dir = mkdtempSync(join(tmpdir(), 'dian-xsd-'));
  const importar = (ns: string, archivo: string) =>
    `<xsd:import namespace="${ns}" schemaLocation="${join(CARPETA_XSD, 'maindoc', archivo)}"/>`;
  writeFileSync(
    join(dir, 'documentos.xsd'),
    `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:comanda:dian:documentos">
${importar('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'UBL-Invoice-2.1.xsd')}
${importar('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', 'UBL-CreditNote-2.1.xsd')}
${importar('dian:gov:co:facturaelectronica:Structures-2-1', 'DIAN_UBL_Structures.xsd')}
</xsd:schema>
`,
  );
  envoltorio = join(dir, 'documentos.xsd');
  return envoltorio;
}

/**
 * Where DIAN's structures schema (its 2018 enumeration of identification types on every sts identifier) disagrees
 * with DIAN's own annex: the annex's ProviderID and AuthorizationProviderID carry the NIT's check digit in
 * schemeID (schemeName 31), as DIAN's own documents do. Only these two complaints are let through.
 */
const DESVIOS_DEL_ANEXO =
  /element (ProviderID|AuthorizationProviderID): .*attribute 'schemeID': \[facet 'enumeration'\]/;

/** xmllint's complaints about a document ('' when it validates). */
export function erroresXsd(xml: string): string {
  const archivo = join(mkdtempSync(join(tmpdir(), 'dian-doc-')), 'documento.xml');
  writeFileSync(archivo, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', esquema(), archivo], { stdio: 'pipe' });
    return '';
  } catch (error) {
    const e = error as { stderr?: Buffer; message: string };
    const quejas = (e.stderr?.toString() ?? e.message)
      .replaceAll(archivo, 'documento.xml')
      .split('\n')
      .filter((l) => l.trim() !== '' && !DESVIOS_DEL_ANEXO.test(l));
    return quejas.length === 1 && quejas[0] === 'documento.xml fails to validate' ? '' : quejas.join('\n');
  }
}
