import { catalogueOf, supportDefaults, type Language, type SupportSettings } from '@market/shared';

/**
 * The support details as a reader of `language` gets them: the default hours (SUPPORT_HOURS unset)
 * are a text of the catalogue, so an Urdu page or e-mail says them in Urdu; hours an operator set are
 * shown as written.
 */
export const supportIn = (settings: SupportSettings, language: Language): SupportSettings =>
  settings.hours === supportDefaults.hours ? { ...settings, hours: catalogueOf(language).qaWebTexts.defaultSupportHours } : settings;
