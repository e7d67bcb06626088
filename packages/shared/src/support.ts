/**
 * How people reach support: one set, configured on the server (SUPPORT_EMAIL, SUPPORT_PHONE,
 * SUPPORT_WHATSAPP, SUPPORT_HOURS) and shown everywhere the site or an e-mail names it.
 */
export type SupportSettings = {
  email: string;
  /** The phone line, as people read it: "+92 42 3520 0415". */
  phone: string;
  /** A mobile number with a WhatsApp account, in international form: "+92 300 3520415". */
  whatsapp: string;
  /** When people answer, in the words the pages show: "Monday to Saturday, 9:00 to 18:00 PKT". */
  hours: string;
};

/** The demo's contact details: the defaults of the SUPPORT_* settings. */
export const supportDefaults: SupportSettings = {
  email: 'support@kaamkar.pk',
  phone: '+92 42 3520 0415',
  whatsapp: '+92 300 3520415',
  hours: 'Monday to Saturday, 9:00 to 18:00 PKT',
};

/**
 * The settings as a reader gets them: the default hours (SUPPORT_HOURS unset) in the reader's words
 * (`defaultHours`, the catalogue's text); hours an operator set are shown as written.
 */
export const withHoursIn = (settings: SupportSettings, defaultHours: string): SupportSettings =>
  settings.hours === supportDefaults.hours ? { ...settings, hours: defaultHours } : settings;

/** The contact details with the links they open (tel:, mailto:, WhatsApp's click-to-chat). */
export type SupportContact = SupportSettings & { phoneHref: string; emailHref: string; whatsappHref: string };

const digits = (number: string) => number.replace(/\D/g, '');

export const supportContactOf = (settings: SupportSettings): SupportContact => ({
  ...settings,
  phoneHref: `tel:+${digits(settings.phone)}`,
  emailHref: `mailto:${settings.email}`,
  whatsappHref: `https://wa.me/${digits(settings.whatsapp)}`,
});

/** An international phone number as the settings accept it: a +, the country code, then digits, spaces or hyphens. */
export const internationalPhonePattern = /^\+[1-9][\d -]{6,20}\d$/;

/**
 * What the pages prerendered at build show in place of each detail: the server writes the configured
 * values over them when it starts (decision 0142). Letters and underscores only, so HTML escaping
 * leaves them as they are.
 */
export const supportMarkers: SupportContact = {
  email: '__SUPPORT_EMAIL__',
  phone: '__SUPPORT_PHONE__',
  whatsapp: '__SUPPORT_WHATSAPP__',
  hours: '__SUPPORT_HOURS__',
  phoneHref: '__SUPPORT_PHONE_HREF__',
  emailHref: '__SUPPORT_EMAIL_HREF__',
  whatsappHref: '__SUPPORT_WHATSAPP_HREF__',
};

/** The id of the JSON element every page carries with the configured details, read by the web app as it starts. */
export const supportContactElementId = 'support-contact';
