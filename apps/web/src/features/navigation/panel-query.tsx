import type { UseQueryResult } from "@tanstack/react-query";
import { webPaths } from "@trilha/contracts/web-paths";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { ItemList } from "../../components/ui/item-list.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { type MessageKey, useTranslation } from "../../lib/i18n.ts";

interface PanelQueryProps<T> {
  query: UseQueryResult<T>;
  /** Closes the panel: leaving for /logado must not leave it open over the page. */
  onLeave: () => void;
  children: (data: T) => ReactNode;
}

/**
 * Loading and failure of one sub-panel's list. Spec §8: a 401 on the platform list, the student list or any
 * list call goes to /logado, which also holds when the panel was opened on /logado itself (hence not a
 * <Navigate>, which would leave the panel open there).
 */
function PanelQuery<T>({ query, onLeave, children }: PanelQueryProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unauthorized = query.isError && isUnauthorized(query.error);
  useEffect(() => {
    if (!unauthorized) return;
    onLeave();
    navigate(webPaths.signedIn.build(), { replace: true });
  }, [unauthorized, onLeave, navigate]);

  if (unauthorized) return null;
  if (query.isError) return <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>;
  if (query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

interface PanelListProps<T, Item extends { id: number }> extends Omit<PanelQueryProps<T>, "children"> {
  /** The list's rows, from the loaded answer. */
  rows: (data: T) => readonly Item[];
  /** What the panel says when there are none, under its title if any. */
  empty: MessageKey;
  emptyTitle?: MessageKey;
  rowClassName?: string;
  children: (row: Item) => ReactNode;
}

/** A sub-panel's list, loaded through `PanelQuery`: one `<li>` per row, or what it says when there are none. */
export function PanelList<T, Item extends { id: number }>({
  query,
  onLeave,
  rows,
  empty,
  emptyTitle,
  rowClassName,
  children,
}: PanelListProps<T, Item>) {
  const { t } = useTranslation();
  return (
    <PanelQuery query={query} onLeave={onLeave}>
      {(data) => (
        <ItemList
          items={rows(data)}
          empty={t(empty)}
          emptyTitle={emptyTitle && t(emptyTitle)}
          className="nav-panel__list"
        >
          {(item) => <li className={rowClassName}>{children(item)}</li>}
        </ItemList>
      )}
    </PanelQuery>
  );
}
