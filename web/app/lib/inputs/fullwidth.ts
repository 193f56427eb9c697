// A CJK input method in full-width mode (the Japanese default while the IME is on) types
// "１２３" and "ＡＢＣ": these are the ASCII characters the user meant, so the ASCII-only filters
// translate them instead of dropping them.

// U+FF01 "！" .. U+FF5E "～" are the full-width twins of "!" (0x21) .. "~" (0x7E), in order.
const FULLWIDTH_OFFSET = 0xff01 - 0x21;

/** Maps full-width forms U+FF01–U+FF5E to ASCII "!"–"~" and the ideographic space to a space. */
export function fullwidthToAscii(value: string): string {
  return value.replace(/[\uff01-\uff5e\u3000]/g, (char) =>
    char === '\u3000' ? ' ' : String.fromCharCode(char.charCodeAt(0) - FULLWIDTH_OFFSET),
  );
}
