// What a new password must not be, beyond its length (docs/product.md#passwords): on a list of
// common or leaked passwords (zxcvbn-ts's list, shipped with the app: no network look-up), or
// containing the username or the dealership's name. Server-only: the list is about 390 KB and
// must never reach a browser; the forms check only the length (common/schemas/auth.ts).
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '../../common/schemas/auth';
import { SITE } from '../../common/site';
import { generatePassword } from './password';

export const COMMON_PASSWORD = 'is too common: choose one that is not on lists of leaked passwords';
export const CONTAINS_USERNAME = 'must not contain your username';
export const containsSiteName = (word: string) =>
  `must not contain "${word}", from the dealership's name`;

/** Digits and symbols people add to a listed password to pass a rule ("Sunshine2024!"). */
const AFFIX = /^[^\p{L}]{0,6}(.*?)[^\p{L}]{0,6}$/u;

let common: Set<string> | undefined;

/** The list, lower case (as shipped), read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary.passwords);
  return common;
}

/** Lower case, compatibility forms folded (full-width letters count as their plain ones). */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();
/** Letters and digits only: "Fore-Court" and "forecourt" are the same word. */
const alphanumeric = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The dealership's name and its words of 4 letters or more ("Forecourt", "Motors"): a guesser
 * of this site's passwords tries them first. Shorter words ("BC") would refuse too much.
 */
const SITE_WORDS: { folded: string; shown: string }[] = [
  ...new Set([SITE.name, SITE.shortName, ...`${SITE.name} ${SITE.shortName}`.split(/\s+/)]),
]
  .filter((word) => alphanumeric(word).length >= 4)
  .map((word) => ({ folded: alphanumeric(fold(word)), shown: word }))
  // The longest first, so the message names the whole name when all of it is there.
  .sort((a, b) => b.folded.length - a.folded.length);

/** Whether the password, or the password without up to 6 digits or symbols at either end, is listed. */
function isCommon(folded: string): boolean {
  const list = commonPasswords();
  if (list.has(folded)) return true;
  const core = AFFIX.exec(folded)?.[1] ?? folded;
  return core.length >= 4 && list.has(core);
}

/**
 * What is wrong with a password being set, as the end of a sentence whose subject names the field
 * ("Password is too common: ...", "New password must not contain your username"), or null when
 * it may be used. Checks the length rules of common/schemas/auth.ts first, then the common list,
 * the username (case and punctuation ignored) and the dealership's name. Every place a password
 * is set calls this: the user service, ADMIN_PASSWORD (server/config.ts), `npm run admin`.
 */
export function passwordPolicyProblem(
  password: string,
  { username }: { username?: string | null } = {},
): string | null {
  const length = passwordProblem(password);
  if (length) return length;
  const folded = fold(password);
  if (isCommon(folded)) return COMMON_PASSWORD;
  if (username) {
    const name = fold(username);
    const bare = alphanumeric(name);
    if (folded.includes(name) || (bare.length >= 3 && alphanumeric(folded).includes(bare))) {
      return CONTAINS_USERNAME;
    }
  }
  const letters = alphanumeric(folded);
  const word = SITE_WORDS.find((site) => letters.includes(site.folded));
  return word ? containsSiteName(word.shown) : null;
}

/** A random password (password.ts) that the policy accepts for this username. */
export function generateAllowedPassword(username: string): string {
  for (;;) {
    const password = generatePassword();
    // 24 random characters almost never hold a listed word; when they do, draw again.
    if (!passwordPolicyProblem(password, { username })) return password;
  }
}
