import { useFeatureTranslate } from '../../i18n/featureTranslate.ts';
import { recognitionEn, recognitionRu } from './messages.ts';

/** `app.recognition.*` from this feature's messages (they come with its chunks), any other key from the app's. */
export function useRecognitionTranslate(): (key: string, options?: Record<string, unknown>) => string {
  return useFeatureTranslate('app.recognition.', recognitionRu, recognitionEn);
}
