/** Writes NAME.br and NAME.gz beside each compressible file of at least 1 KB; answers how many it compressed. */
export function precompress(files: string[]): Promise<number>;
