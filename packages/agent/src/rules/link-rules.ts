/** The registration address an affiliate code opens: `<origin>/register?affiliateCode=<code>`. */
export function affiliateUrl(origin: string, affiliateCode: string): string {
  return `${origin.replace(/\/+$/, '')}/register?affiliateCode=${encodeURIComponent(affiliateCode)}`;
}
