import { digitsHyphenUnderscore, lettersAndDigits } from '../../lib/inputs/character-sets.ts';
import { digitsRule, type InputRule, lettersRule } from '../../lib/inputs/rules.ts';

/**
 * A channel handle: the spec's "letters and digits" and "digits, hyphen and underscore" filters
 * together, a character kept when either keeps it. So a pasted "@mai.trades" or a profile URL
 * leaves only the characters a handle is made of (see handlePattern in the contracts).
 */
export function handleCharacters(value: string): string {
  return Array.from(value, (character) => lettersAndDigits(character) || digitsHyphenUnderscore(character)).join('');
}

export const handleRule: InputRule = { filter: handleCharacters, inputMode: 'text' };

/** A name: letters of any script and spaces (the spec's "letters only"). */
export const nameRule = lettersRule;

/** A follower count: digits only. */
export const followersRule = digitsRule;
