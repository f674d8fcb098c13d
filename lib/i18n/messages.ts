// Message catalogues, and plain translation for code outside React (API errors, notifications).
// Issue 39: keys and placeholders are typed from zh-CN.json (its literal types come from
// zh-CN.d.json.ts, which `next typegen` writes; types/app-config.d.ts), so a missing key or a
// renamed placeholder is a compile error here as in the pages.
import type { ICUArgs, MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf } from "next-intl";
import zh from "@/lib/i18n/messages/zh-CN.json";
import en from "@/lib/i18n/messages/en.json";
import type { Locale } from "@/lib/i18n/routing";

export type Messages = typeof zh;
const catalogues: Record<Locale, Messages> = { "zh-CN": zh, en: en as Messages };

/** Every dotted key of a message (not of a group). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
/** A value for a placeholder: this module substitutes `{name}` with the value's text. */
type Arg = string | number;
/** The placeholders of one message, each required (next-intl's own parser of the message's text). */
export type MessageParams<K extends MessageKey> = ICUArgs<
  NestedValueOf<Messages, K> & string,
  { ICUArgument: Arg; ICUNumberArgument: Arg; ICUDateArgument: Arg }
>;
/** `[params]` when the message has placeholders, `[params?]` when it has none. */
export type ParamsArg<P> = Partial<P> extends P ? [params?: P] : [params: P];

export function loadMessages(locale: Locale | string): Messages {
  return catalogues[locale as Locale] ?? zh;
}

/** Translates a message with its placeholders; the key and the placeholders are checked by tsc. */
export function translate<K extends MessageKey>(locale: Locale | string, key: K, ...params: ParamsArg<MessageParams<K>>): string {
  return translateAny(locale, key, (params[0] ?? {}) as Record<string, Arg>);
}

/**
 * For a key chosen at run time from a typed set (a notification's type, an error's code): the key
 * is checked, the placeholders are the caller's (they come from a typed constructor, e.g. AppError).
 * Falls back to the key itself.
 */
export function translateAny(locale: Locale | string, key: MessageKey, params: Record<string, Arg> = {}): string {
  let node: unknown = loadMessages(locale);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return node.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}

/** Whether a text from outside (a query string, a stored row) is a key of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  let node: unknown = zh;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string";
}

/** A group of messages (e.g. "events", "cases.rulings"). */
export type MessageGroup = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The label of a value stored as text (an event's type, a case's ruling): its message in `group`,
 * or the value itself when the group has none (an old row's type).
 */
export function labelOf(locale: Locale | string, group: MessageGroup, value: string, params: Record<string, Arg> = {}): string {
  const key = `${group}.${value}`;
  return isMessageKey(key) ? translateAny(locale, key, params) : value;
}
