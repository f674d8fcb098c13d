// Issue 38: the group robots of a team (its captain and deputies) or of the site (the admin): each
// with its state, test/pause/resume/remove, and a form to connect one. The URL and the secret are
// written, never shown again (the provider's host and the path's start are). S2: where there are
// several ladders, the admin's robot is the whole site's or one ladder's.
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { Time } from "@/components/ui/time";
import { addRobotAction, robotCommandAction } from "@/app/[locale]/teams/robot-actions";
import { CHAT_EVENTS, CHAT_KINDS } from "@/lib/domain/notify/chat";
import type { RobotView } from "@/lib/services/notify/chat/robots";
import type { Ladder } from "@/lib/services/league/ladders";

const DEFAULT_EVENTS = ["challenge_issued", "time_agreed", "result_submitted", "ladder_changed", "case_ruled"];

export async function RobotsPanel({
  robots,
  teamId,
  timeZone,
  open,
  ladders = [],
  zones = {},
}: {
  robots: RobotView[];
  teamId: string | null;
  timeZone: string;
  open?: boolean;
  /** The admin's page (S2): each robot's own ladder's time zone by robot id (`timeZone` otherwise). */
  zones?: Record<string, string>;
  /** The admin's page: the ladders a robot may follow alone (a choice only where there are several). */
  ladders?: Ladder[];
}) {
  const t = await getTranslations("robots");
  const locale = (await getLocale()) === "en" ? "en" : "zh-CN";
  const hidden = (
    <>
      <LocaleField />
      {teamId ? <input type="hidden" name="teamId" value={teamId} /> : null}
    </>
  );
  return (
    <details className="card" id="robots" data-testid="robots-panel" open={open}>
      <summary>{t("title")}</summary>
      <p className="muted">{t("help")}</p>
      <p className="muted">{teamId ? t("teamHelp") : t("siteHelp")}</p>
      {robots.length ? (
        <ul className="robots" data-testid="robot-list">
          {robots.map((r) => (
            <li key={r.id} data-testid="robot">
              <strong>{r.name || t(`kinds.${r.kind}`)}</strong> · {t(`kinds.${r.kind}`)}
              {r.scope.team && !teamId ? ` · ${r.scope.team.name}` : ""}
              {r.scope.ladder ? ` · ${r.scope.ladder.name[locale]}` : ""} · <code>{r.urlHint}</code>{" "}
              <span className={`badge ${r.paused ? "warn" : "ok"}`}>{r.paused ? t("paused") : t("active")}</span>
              <div className="muted">
                {r.events.map((e) => t(`eventNames.${e}`)).join("、")} · {r.language === "en" ? "English" : "中文"}
                {r.lastSentAt ? (
                  <>
                    {" "}
                    · {t("lastSent")}
                    <Time at={r.lastSentAt} timeZone={zones[r.id] ?? timeZone} />
                  </>
                ) : null}
              </div>
              {r.failures ? <div className="error">{t("failures", { n: String(r.failures) })}</div> : null}
              {r.lastError ? <div className="muted">{t("lastError", { error: r.lastError })}</div> : null}
              <div className="row-actions">
                {(["test", r.paused ? "resume" : "pause", "remove"] as const).map((command) => (
                  <form key={command} action={robotCommandAction}>
                    {hidden}
                    <input type="hidden" name="robotId" value={r.id} />
                    <input type="hidden" name="command" value={command} />
                    <button type="submit" className="secondary" data-testid={`robot-${command}`}>
                      {t(command)}
                    </button>
                  </form>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("none")}</p>
      )}
      <form action={addRobotAction} className="stack" data-testid="robot-form">
        {hidden}
        <label>
          {t("kind")}
          <select name="kind" defaultValue="dingtalk" data-testid="robot-kind">
            {CHAT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {ladders.length > 1 ? (
          <label>
            {t("scope")}
            <select name="ladder" defaultValue="" data-testid="robot-ladder">
              <option value="">{t("wholeSite")}</option>
              {ladders.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name[locale]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {t("name")}
          <input name="name" maxLength={60} />
        </label>
        <label>
          {t("url")}
          <input name="url" type="url" required maxLength={1000} inputMode="url" autoComplete="off" data-testid="robot-url" />
        </label>
        <label>
          {t("secret")}
          <input name="secret" type="password" maxLength={200} autoComplete="off" data-testid="robot-secret" />
        </label>
        <fieldset>
          <legend>{t("events")}</legend>
          {CHAT_EVENTS.filter((e) => e !== "season_closed" && e !== "digest").map((e) => (
            <label key={e} className="check">
              <input type="checkbox" name="events" value={e} defaultChecked={DEFAULT_EVENTS.includes(e)} /> {t(`eventNames.${e}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t("language")}
          <select name="language" defaultValue="zh-CN">
            <option value="zh-CN">中文</option>
            <option value="en">English</option>
          </select>
        </label>
        <SubmitRow variant="secondary" testId="robot-add">
          {t("add")}
        </SubmitRow>
      </form>
    </details>
  );
}
