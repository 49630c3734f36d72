/**
 * The open modals, innermost last. Only the innermost one reacts to Escape and traps focus,
 * so a confirm dialog opened from a dialog closes alone. Body scrolling is locked while any
 * modal is open and restored when the last one closes.
 */
const stack: symbol[] = [];
let savedOverflow: string | null = null;

export function pushModal(token: symbol): void {
  if (stack.length === 0 && typeof document !== 'undefined') {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(token);
}

export function removeModal(token: symbol): void {
  const index = stack.indexOf(token);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0 && savedOverflow !== null && typeof document !== 'undefined') {
    document.body.style.overflow = savedOverflow;
    savedOverflow = null;
  }
}

export function isTopModal(token: symbol): boolean {
  return stack[stack.length - 1] === token;
}
