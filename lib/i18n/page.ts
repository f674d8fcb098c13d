// How every page under app/[locale]/ opens: its props' type, the locale set for next-intl's
// server functions, the route's other parameters and the query, in one place.
import { connection } from "next/server";
import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { NotFound } from "@/lib/errors";
import { localePath } from "./routing";

export type Query = Record<string, string | undefined>;

/** The props Next gives a page under app/[locale]/ (P: the route's other dynamic segments). */
export type LocalePageProps<P extends Record<string, string> = Record<never, string>> = {
  params: Promise<{ locale: string } & P>;
  searchParams?: Promise<Query>;
};

/**
 * Awaits the page's params and query and sets the request's locale. `dynamic` (the default):
 * the page reads the league, the clock or the session, so it is rendered per request, never
 * prerendered at build time (`connection()`).
 */
export async function openPage<P extends Record<string, string>>(
  props: LocalePageProps<P>,
  { dynamic = true }: { dynamic?: boolean } = {},
): Promise<{ locale: string; query: Query } & P> {
  const params = await props.params;
  // The [locale] segment is one of the locales: the proxy and the layout (notFound) refuse others.
  setRequestLocale(params.locale as Locale);
  if (dynamic) await connection();
  return { ...params, query: (await props.searchParams) ?? {} };
}

/**
 * The sign-in page's href for a `Link` (which adds the locale to it), coming back after it to
 * `path` in `locale`: the callback carries the locale, or a visitor reading English comes back to
 * the Chinese page.
 */
export function signInHref(locale: string, path: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(localePath(locale, path))}`;
}

/** A signed-in page asked for without a session: to sign-in, and back to `path` after it. */
export function toSignIn(locale: string, path: string): never {
  redirect(localePath(locale, signInHref(locale, path)));
}

/** The service's NotFound (an unknown id in the path) as the page's 404; any other error stays. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((e) => {
    if (e instanceof NotFound) notFound();
    throw e;
  });
}
