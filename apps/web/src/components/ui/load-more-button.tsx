/** What a paged list's query offers (TanStack Query's infinite queries). */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Carregar mais' of a list loaded a page at a time: only while there is a next page, and a second press while
 * one loads asks for nothing (the button stays focusable, so the person keeps their place).
 */
export function LoadMoreButton({
  query,
  label,
  busyLabel,
  paragraph,
}: {
  query: NextPage;
  label: string;
  busyLabel?: string;
  /** The class of a paragraph of its own to put it in, when it stands alone under the list. */
  paragraph?: string;
}) {
  if (!query.hasNextPage) return null;
  const button = (
    <button
      className="button"
      type="button"
      aria-disabled={query.isFetchingNextPage || undefined}
      onClick={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    >
      {query.isFetchingNextPage && busyLabel ? busyLabel : label}
    </button>
  );
  return paragraph ? <p className={paragraph}>{button}</p> : button;
}
