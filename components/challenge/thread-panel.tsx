// Issue 38: the thread between the two teams (referees read it), and the text to share in a plain
// WeChat group. Messages are plain text: React writes them as text, line breaks kept by CSS.
import { getTranslations } from "next-intl/server";
import { Time } from "@/components/ui/time";
import { CopyButton } from "@/components/ui/copy-button";
import { HiddenFields } from "@/components/challenge/hidden-fields";
import { postMessageAction } from "@/app/[locale]/challenges/actions";
import type { ThreadMessage } from "@/lib/services/challenges/thread";
import { THREAD_TEXT_MAX } from "@/lib/validations/thread";

export async function ThreadPanel({
  challengeId,
  messages,
  canWrite,
  timeZone,
}: {
  challengeId: string;
  messages: ThreadMessage[] | null;
  canWrite: boolean;
  timeZone: string;
}) {
  const t = await getTranslations();
  if (!messages) return null;
  return (
    <section className="card" id="thread" data-testid="thread-panel">
      <h2>{t("thread.title")}</h2>
      {messages.length ? (
        <ol className="thread" data-testid="thread">
          {messages.map((m) => (
            <li key={m.id}>
              <div className="muted">
                <strong>{m.by.name}</strong>
                {m.by.team ? ` · ${m.by.team.name}` : ""} · <Time at={m.at} timeZone={timeZone} />
              </div>
              <p className="thread-text">{m.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t("thread.empty")}</p>
      )}
      {canWrite ? (
        <form action={postMessageAction} className="stack">
          <HiddenFields challengeId={challengeId} />
          <label>
            <span className="sr-only">{t("thread.placeholder")}</span>
            <textarea name="text" rows={3} maxLength={THREAD_TEXT_MAX} required placeholder={t("thread.placeholder")} data-testid="thread-text" />
          </label>
          <div>
            <button type="submit" data-testid="thread-send">
              {t("thread.send")}
            </button>
          </div>
        </form>
      ) : null}
      <p className="muted">{t("thread.readOnly")}</p>
    </section>
  );
}

export async function SharePanel({ text }: { text: string }) {
  const t = await getTranslations();
  return (
    <section className="card no-print" data-testid="share-panel">
      <h2>{t("share.title")}</h2>
      <label>
        <span className="sr-only">{t("share.title")}</span>
        <textarea id="share-text" readOnly rows={Math.min(10, text.split("\n").length + 1)} value={text} data-testid="share-text" />
      </label>
      <CopyButton target="share-text" label={t("share.copy")} done={t("share.copied")} />
    </section>
  );
}
