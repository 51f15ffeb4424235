import { Layout, type PageContext } from "./layout";

/** Why the sign-in page is shown again, if it is. */
export type LoginNotice =
  | { kind: "failed" }
  | { kind: "throttled"; minutes: number }
  | { kind: "expired" }
  | { kind: "signedOut" }
  | { kind: "sessionEnded" };

export function LoginPage({
  context,
  token,
  email,
  next,
  notice,
}: {
  context: PageContext;
  /** Ties the form to this browser's sign-in cookie (a forged cross-site sign-in is refused). */
  token: string;
  email?: string;
  next?: string;
  notice?: LoginNotice;
}) {
  const { t } = context.ui;
  const problem =
    notice?.kind === "failed"
      ? t("inbox.login.failed")
      : notice?.kind === "throttled"
        ? t("inbox.login.throttled", { minutes: notice.minutes })
        : notice?.kind === "expired"
          ? t("inbox.login.expired")
          : null;
  const info =
    notice?.kind === "signedOut"
      ? t("inbox.login.signedOut")
      : notice?.kind === "sessionEnded"
        ? t("inbox.login.sessionEnded")
        : null;
  return (
    <Layout {...context} title={t("inbox.login.title")}>
      <div className="ib-narrow">
        <h1>{t("inbox.login.title")}</h1>
        <p>{t("inbox.login.intro")}</p>
        {problem ? (
          <p className="ib-notice ib-alert" role="alert" id="login-problem">
            {problem}
          </p>
        ) : null}
        {info ? (
          <p className="ib-notice" role="status">
            {info}
          </p>
        ) : null}
        <form method="post" action="/inbox/login" className="ib-card">
          <input type="hidden" name="token" value={token} />
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <label className="ib-field">
            {t("inbox.login.email")}
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              defaultValue={email}
              dir="ltr"
              aria-describedby={problem ? "login-problem" : undefined}
            />
          </label>
          <label className="ib-field">
            {t("inbox.login.password")}
            <input type="password" name="password" autoComplete="current-password" required dir="ltr" />
          </label>
          <button type="submit" className="ib-button">
            {t("inbox.login.submit")}
          </button>
        </form>
      </div>
    </Layout>
  );
}
