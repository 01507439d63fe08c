/** How a typed number is searched for inside stored numbers (docs/rules/lead-lists.md). */

/**
 * A number typed into a search box that finds text inside leads: the digits to look for inside
 * stored E.164 numbers. Only a leading trunk 0 is dropped ('020 7946…' finds '+44 20 7946…'); the
 * country code may be typed or not, as '1 555 12' and '555 12' both lie inside '+1 555 12…'.
 */
export const numberSearchDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  const afterTrunk = digits.replace(/^0+/, '');
  // Never shorter than a search may be: '0012' is searched as typed.
  return afterTrunk.length >= 3 ? afterTrunk : digits;
};
