"use client";
// A page that failed while rendering (issue 25: typically the first request that met a database
// outage, before proxy.ts knew of it): a plain message in the page's language and a retry, instead
// of Next's error page. Its two strings are inline: the message files stay off the client bundle.
import { useParams } from "next/navigation";

const TEXT = {
  "zh-CN": { title: "暂时无法显示这一页", body: "请稍候几秒再试。你做过的操作都没有丢失。", retry: "重试" },
  en: { title: "This page cannot be shown right now", body: "Please try again in a few seconds. Nothing you did is lost.", retry: "Try again" },
} as const;

export default function PageError({ reset }: { reset: () => void }) {
  const { locale } = useParams<{ locale?: string }>();
  const t = TEXT[locale === "en" ? "en" : "zh-CN"];
  return (
    <div className="card stack" role="alert" data-testid="page-error">
      <h1 style={{ marginTop: 0 }}>{t.title}</h1>
      <p>{t.body}</p>
      <div>
        <button className="primary" type="button" onClick={() => reset()}>
          {t.retry}
        </button>
      </div>
    </div>
  );
}
