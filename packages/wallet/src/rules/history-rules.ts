import { END_OF_DAY_MS } from '@site/api-core';
import type { DateRange } from '@site/ui';

/**
 * The wire form of a history range: the start of the first day and the end of the last one
 * (86399000 ms after its start), as `YYYY-MM-DD HH:mm:ss` (content-and-play.md section 5).
 */
export function wireRange(range: DateRange): { startTime: string; endTime: string } {
  const seconds = Math.floor(END_OF_DAY_MS / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const end = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return { startTime: `${range.start} 00:00:00`, endTime: `${range.end} ${end}` };
}

/** A paged answer read defensively: rows, page count and totals (missing parts count as none). */
export function pageOf<Row, Totals>(
  value: unknown,
): { rows: Row[]; pageCount: number; total: number; totals: Partial<Totals> } {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const rows = Array.isArray(record.content) ? (record.content as Row[]) : [];
  const pageCount = Number.isFinite(Number(record.totalPages))
    ? Math.max(0, Number(record.totalPages))
    : 0;
  const total = Number.isFinite(Number(record.totalElements))
    ? Number(record.totalElements)
    : rows.length;
  const totals =
    typeof record.totals === 'object' && record.totals !== null
      ? (record.totals as Partial<Totals>)
      : {};
  return { rows, pageCount, total, totals };
}
