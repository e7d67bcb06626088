/**
 * A left-to-right value (an amount: "$40.00", "Rs 5,000") inside an Urdu sentence, in a
 * left-to-right isolate (U+2066 ... U+2069): without it the "$" of "$60.00" lands on the number's
 * right in the right-to-left line ("60.00$"). Screen readers skip the two marks.
 */
export const ltr = (value: string): string => `\u2066${value}\u2069`;
