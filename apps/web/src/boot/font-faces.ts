/**
 * Loading the first render's font files on a worker thread (ADR 0227). Chromium keeps a font
 * file's parsed face in one cache per renderer process, shared by its threads: a worker that
 * draws a face's text loads the file there, and the main thread's later lookups find it. The
 * first lookup of a Chinese face opens a collection of about 20 MB; on the main thread that was
 * one task of 15 to 50 ms that nothing could split.
 */

/** One family at one weight (what one font file serves), and the text to draw in it. */
export interface FaceSample {
  family: string;
  weight: string;
  /** Latin letters, digits and the likely language's script; digits only for the monospace family. */
  text: string;
}

/** What the worker is asked to draw. */
export interface FaceRequest {
  faces: FaceSample[];
  /** BCP 47: picks the script's regional face (Simplified or Traditional Chinese, Japanese). */
  lang: string;
}

/** The part of a 2D canvas context the worker uses. */
export interface DrawingContext {
  font: string;
  lang?: string;
  measureText(text: string): unknown;
  fillText(text: string, x: number, y: number): void;
}

/**
 * Draws the text once in each face, which makes the engine load each face's file. Returns what
 * the worker answers: false when there is no canvas to draw on (a browser without
 * OffscreenCanvas in workers).
 */
export function drawFaces(
  request: FaceRequest,
  createContext: () => DrawingContext | null,
): boolean {
  const context = createContext();
  if (!context) return false;
  if ('lang' in context) context.lang = request.lang;
  for (const face of request.faces) {
    context.font = `${face.weight} 16px ${face.family}`;
    // Measuring shapes the text (which looks the face up); drawing it on the canvas, not off its
    // edge, also makes the glyphs.
    context.measureText(face.text);
    context.fillText(face.text, 0, 16);
  }
  return true;
}
