import { catalogueOf, withHoursIn, type Language, type SupportSettings } from '@market/shared';

/** The support details as a reader of `language` gets them (the default hours in their language). */
export const supportIn = (settings: SupportSettings, language: Language): SupportSettings =>
  withHoursIn(settings, catalogueOf(language).qaWebTexts.defaultSupportHours);
