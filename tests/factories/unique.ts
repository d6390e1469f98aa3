// A short tag no other call of this run shares (lowercase letters and digits, so it fits a slug,
// a model name or an email address): data added to a shared database never collides.
let counter = 0;

export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}
