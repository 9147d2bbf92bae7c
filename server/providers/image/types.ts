import type { Appearance } from '../../../shared/attributes.js';

/** One picture of a character: the structured appearance plus a fixed seed keep the look consistent. */
export interface ImageRequest {
  appearance: Appearance;
  /** Fixed per character, so every photo of her shares face, palette and hair. */
  seed: number;
  /** Which picture of the set (pose, background, framing vary with it). */
  variant: number;
  /** Optional scene words ("at the beach", "in a café"). */
  scene?: string;
  width: number;
  height: number;
}

export interface ImageProvider {
  readonly name: string;
  /** Encoded image bytes (PNG, JPEG or WebP). */
  generate(req: ImageRequest, signal?: AbortSignal): Promise<Buffer>;
}

/** A generated picture written under DATA_DIR/media: the clear file and its blurred rendition. */
export interface StoredImage {
  /** Path relative to DATA_DIR/media, served at /media/<file>; unguessable. */
  file: string;
  blurredFile: string;
  width: number;
  height: number;
}
