// The app's error a service call failed with (a test that expects a refusal); anything else is rethrown.
import { AppError } from "@/lib/errors";

export async function failure(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e) => {
      if (!(e instanceof AppError)) throw e;
      return e;
    },
  );
}
