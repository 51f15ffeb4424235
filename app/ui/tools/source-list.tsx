/** A source as the loader sends it: its address, its title, the date it was read, and what it says. */
export type SourceView = { url: string; title: string; quote?: string; consulted: string };

/**
 * The sources a card of the toolbox rests on (a rule of the law, an assumption of the estimator):
 * each a link with the date it was read, and its quote when the data gives one. `heading` and
 * `consulted` are the card's own copy.
 */
export function SourceList({
  heading,
  consulted,
  sources,
}: {
  heading: string;
  consulted: (date: string) => string;
  sources: readonly SourceView[];
}) {
  return (
    <>
      <p className="mt-4 text-sm font-semibold">{heading}</p>
      <ul className="mt-1 space-y-2 text-sm text-muted">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener" className="font-medium text-ink underline underline-offset-4">
              {/* A title keeps its own language's direction: a French title in an Arabic page. */}
              <bdi>{source.title}</bdi>
            </a>{" "}
            ({consulted(source.consulted)})
            {source.quote && (
              <q className="mt-1 block text-pretty" dir="auto">
                {source.quote}
              </q>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
