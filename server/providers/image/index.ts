import { createBuiltinRenderer } from './builtin-renderer.js';
import { createOpenAIImages } from './openai-images.js';
import type { ImageProvider } from './types.js';
import type { Config } from '../../config.js';

export type { ImageProvider, ImageRequest, StoredImage } from './types.js';
export { storeImage } from './store.js';
export { buildImagePrompt } from './image-prompt.js';

/** The image service's settings from the configuration; none: the built-in renderer. */
export type ImageSettings = Partial<Pick<Config, 'imageBaseUrl' | 'imageApiKey' | 'imageModel'>>;

const DEFAULT_MODEL = 'gpt-image-1';

/** The configured image service when `imageBaseUrl` (IMAGE_BASE_URL) is set, otherwise the built-in renderer. */
export function createImageProvider(settings: ImageSettings): ImageProvider {
  const baseUrl = settings.imageBaseUrl?.trim();
  if (!baseUrl) return createBuiltinRenderer();
  return createOpenAIImages({
    baseUrl,
    apiKey: settings.imageApiKey?.trim() || undefined,
    model: settings.imageModel?.trim() || DEFAULT_MODEL,
  });
}
