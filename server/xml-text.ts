// Text for XML 1.0 documents we write (ADF lead mail, the inventory feeds). The builders escape
// markup; characters XML 1.0 cannot carry at all must be dropped first, or a reader refuses the
// whole document.

// Everything outside XML 1.0's Char production (C0 controls but tab, CR, LF; U+FFFE, U+FFFF);
// the API already refuses NUL and lone surrogates.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** The text of one element, safe for XML 1.0. */
export const xmlText = (value: string | number) => String(value).replace(NOT_XML, '');
