export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);

/**
 * The page numbers to show for `page` of `pageCount` (1-based): `boundaryCount` pages at each
 * end, `siblingCount` pages either side of the current one, and ellipses for the gaps. The
 * number of items stays constant while paging (7 with the defaults), so buttons do not jump.
 *
 *   paginationRange(5, 10) -> [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);

  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);

  // Small counts can produce a page twice (e.g. count 2 with boundaries); keep the first.
  return items.filter((item, index) => typeof item !== 'number' || items.indexOf(item) === index);
}
