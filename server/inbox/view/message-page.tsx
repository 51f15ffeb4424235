import { Layout, type PageContext } from "./layout";

/** A refusal or a missing record, said plainly, with the way back. */
export function MessagePage({
  context,
  title,
  message,
}: {
  context: PageContext;
  title: string;
  message: string;
}) {
  return (
    <Layout {...context} title={title}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/inbox">{context.ui.t("inbox.error.back")}</a>
      </p>
    </Layout>
  );
}
