// Issue 24: a path under /api/v1 that no operation has: a JSON 404 in the API's error shape (not
// the HTML not-found page), whatever the method, before any other check.
import { errorResponse } from "@/lib/api/handler";
import { localeFromAcceptLanguage } from "@/lib/i18n/routing";
import { NotFound } from "@/lib/errors";

const notFound = async (req: Request) =>
  errorResponse(new NotFound("not_found"), localeFromAcceptLanguage(req.headers.get("accept-language")), "unknown API path");
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
