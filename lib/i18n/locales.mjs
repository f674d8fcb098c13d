// The site's locales, in one place: zh-CN is the league's own language and the default, English
// second. Plain JavaScript: server.mjs (plain Node) reads it through accept-language.mjs; routing.ts,
// the validations and the mail read it too.
export const LOCALES = /** @type {const} */ (["zh-CN", "en"]);
export const DEFAULT_LOCALE = /** @type {const} */ ("zh-CN");
