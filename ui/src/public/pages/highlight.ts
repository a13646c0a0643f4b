// Search hits mark their matched words by position (UTF-16 [start, end) ranges from the
// server), never by HTML: the page wraps those parts in <mark> elements, so text is always text.

export interface Part {
  text: string;
  marked: boolean;
}

/** `text` cut into plain and marked parts; ranges out of order, overlapping or out of bounds
 * are clamped or skipped. */
export function splitMarks(text: string, ranges: readonly (readonly [number, number])[] | undefined): Part[] {
  const parts: Part[] = [];
  let at = 0;
  const sorted = [...(ranges ?? [])].sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.min(Math.max(rawEnd, start), text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** The page links to show: all when few, else the first, the last and two either side. */
export function pageWindow(current: number, count: number): number[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - 2; p <= current + 2; p += 1) if (p >= 1 && p <= count) pages.add(p);
  return [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
}
