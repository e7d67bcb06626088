// Country names as shown, keyed by the stored English name (countries.ts). The stored name is the
// English one, so English pages show it as it is and load no table: this map is empty in English,
// and the other languages' catalogues name every country (the Urdu one typed by `Country`, so a
// missing country is a type error there). Pages read it through the web's countryLabel().
export const countryLabels: Readonly<Partial<Record<string, string>>> = {};
