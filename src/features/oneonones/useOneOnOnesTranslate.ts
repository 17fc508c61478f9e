import { useFeatureTranslate } from '../../i18n/featureTranslate.ts';
import { oneOnOnesEn, oneOnOnesRu } from './messages.ts';

/** `app.one_on_ones.*` from this feature's messages (they come with its chunk), any other key from the app's. */
export function useOneOnOnesTranslate(): (key: string, options?: Record<string, unknown>) => string {
  return useFeatureTranslate('app.one_on_ones.', oneOnOnesRu, oneOnOnesEn);
}
