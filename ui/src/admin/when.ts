/** `2026-11-23T13:04:55Z` as `2026-11-23 13:04 UTC`: the same for every reader, wherever they are. */
export function utcMinute(at: string | null | undefined): string {
  if (!at || at.length < 16) return '';
  return `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}
