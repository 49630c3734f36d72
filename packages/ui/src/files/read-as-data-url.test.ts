import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAsDataUrl } from './read-as-data-url';

describe('readAsDataUrl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads a file as a data URL with its type', async () => {
    const file = new File(['hi'], 'a.png', { type: 'image/png' });
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/png;base64,aGk=');
  });

  it('rejects when the reader fails', async () => {
    const error = new DOMException('gone', 'NotReadableError');
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      Object.defineProperty(this, 'error', { value: error });
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    await expect(readAsDataUrl(new Blob(['x']))).rejects.toBe(error);
  });

  it('rejects when the reader gives no text', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      Object.defineProperty(this, 'result', { value: null });
      this.onload?.(new ProgressEvent('load') as ProgressEvent<FileReader>);
    });
    await expect(readAsDataUrl(new Blob(['x']))).rejects.toThrow('unreadable');
  });
});
