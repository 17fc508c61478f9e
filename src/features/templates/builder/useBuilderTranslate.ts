import { useFeatureTranslate } from '../../../i18n/featureTranslate.ts';
import { templateBuilderEn, templateBuilderRu } from './messages.ts';

/** `app.template_builder.*` from the builder's messages (they come with its chunk), any other key from the app's. */
export function useBuilderTranslate(): (key: string, options?: Record<string, unknown>) => string {
  return useFeatureTranslate('app.template_builder.', templateBuilderRu, templateBuilderEn);
}
