import { drawFaces, type DrawingContext, type FaceRequest } from './font-faces';

/** The worker's global scope, as far as this worker uses it (the DOM lib types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<FaceRequest>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  let drawn: boolean;
  try {
    drawn = drawFaces(event.data, () =>
      typeof OffscreenCanvas === 'function'
        ? (new OffscreenCanvas(64, 24).getContext('2d') as DrawingContext | null)
        : null,
    );
  } catch {
    drawn = false;
  }
  scope.postMessage(drawn);
  scope.close();
};
