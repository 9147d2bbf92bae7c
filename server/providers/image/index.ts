import { createBuiltinRenderer } from './builtin-renderer.js';
import { createOpenAIImages } from './openai-images.js';
import type { ImageProvider } from './types.js';

export type { ImageProvider, ImageRequest, StoredImage } from './types.js';
export { storeImage } from './store.js';
export { buildImagePrompt } from './image-prompt.js';

export interface ImageEnv {
  IMAGE_BASE_URL?: string;
  IMAGE_API_KEY?: string;
  IMAGE_MODEL?: string;
}

const DEFAULT_MODEL = 'gpt-image-1';

/** The configured image service when IMAGE_BASE_URL is set, otherwise the built-in renderer. */
export function createImageProvider(env: ImageEnv): ImageProvider {
  const baseUrl = env.IMAGE_BASE_URL?.trim();
  if (!baseUrl) return createBuiltinRenderer();
  return createOpenAIImages({
    baseUrl,
    apiKey: env.IMAGE_API_KEY?.trim() || undefined,
    model: env.IMAGE_MODEL?.trim() || DEFAULT_MODEL,
  });
}
