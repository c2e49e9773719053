/**
 * Precompressed copies (.gz, .br) of the site's text files, which `docs-cli serve` and static hosts
 * send as they are. The levels are chosen in bench/README.md ("Compression levels"): hashed
 * assets are few and cached for a year, so they get the best; pages and data are many and
 * change with every build, so they get a level that costs about what rendering a page costs.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Datasets (/data/*.csv, *.tsv) are text too, and among the largest files the site serves.
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|map|csv|tsv)$/;
/** Smaller files gain too little to be worth a second copy. */
const MIN_BYTES = 1024;

const gz = promisify(gzip);
const br = promisify(brotliCompress);

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(file);
}

function isHashedAsset(file: string): boolean {
  return file.includes(`${path.sep}assets${path.sep}`);
}

/** The gzip level and Brotli quality of a file. */
export function compressionLevels(file: string): { gzip: number; brotli: number } {
  return isHashedAsset(file) ? { gzip: 9, brotli: 11 } : { gzip: 6, brotli: 4 };
}

/** Writes `<file>.gz` and `<file>.br` of `data` (the file's content), if it is worth compressing. */
export async function writeCompressed(file: string, data: Buffer): Promise<void> {
  if (!isCompressible(file, data.length)) return;
  const levels = compressionLevels(file);
  const [gzipped, brotli] = await Promise.all([
    gz(data, { level: levels.gzip }),
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
}
