// No imports: the switch is in the header, the drawer and the footer of every page.

/** The language switch (header, phone drawer, footer). */
export const languageSwitchTexts = {
  /** Read before the other language's name, which is the switch's visible text: "Language: اردو". */
  label: 'Language',
  switchTo: (language: string) => `Show the site in ${language}`,
  failed: 'Could not change the language. Please try again.',
};
