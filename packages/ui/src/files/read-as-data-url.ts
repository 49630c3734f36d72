/**
 * Reads a chosen file as a data URL, for an image that travels in a JSON body (feedback, reward
 * applications, payment proofs). Rejects when the file cannot be read or the reader gives no
 * text, so a caller keeps the user's choice and says so instead of sending an empty image.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
