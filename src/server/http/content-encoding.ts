/** The encodings the built web app is precompressed in (scripts/precompress.mjs), best first. */
export const precompressedEncodings = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof precompressedEncodings)[number];

/**
 * The encodings a request's Accept-Encoding allows, most wanted first (RFC 9110 §12.5.3): q-values
 * honoured, q=0 refuses, `*` stands for any encoding not named, equal weights go to the smaller
 * (brotli, then gzip). No header means no encoding: identity.
 */
export function acceptedEncodings(header: string | undefined): PrecompressedEncoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (Number.isNaN(q) || q < 0 || q > 1) continue;
    weights.set(name.trim(), Math.max(q, weights.get(name.trim()) ?? 0));
  }
  const any = weights.get('*');
  const weight = (encoding: string) => weights.get(encoding) ?? any ?? 0;
  return precompressedEncodings
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}
