import { Link, type LinkProps } from "react-router";
import { useLocale } from "#app/i18n/use-t";
import { localizePath } from "#app/routing/localize";

/** A link to a language-neutral path (`/core/demo`, `/#pricing`) in the current page's language. */
export function LocalLink({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  return <Link to={localizePath(to, locale.code)} {...rest} />;
}
