// Issue 37: an unknown path under a locale is the site's own 404 (app/[locale]/not-found.tsx, with
// the header and in the reader's language), not Next's English page (next-intl's catch-all).
import { notFound } from "next/navigation";

export default function UnknownPage(): never {
  notFound();
}
