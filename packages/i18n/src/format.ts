/** The `{{range}}` of length messages: "6-16", or "11" when both ends are equal. */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}
