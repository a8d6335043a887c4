import { Fragment, type ReactNode } from "react";
import { EmptyState } from "./empty-state.tsx";

interface ItemListProps<Item extends { id: number }> {
  items: readonly Item[];
  /** What is said when there are none, under its title if any. */
  empty: string;
  emptyTitle?: string;
  className?: string;
  /** One item's `<li>`. */
  children: (item: Item) => ReactNode;
}

/** A list with one `<li>` per item, or the empty state when there are none. */
export function ItemList<Item extends { id: number }>({
  items,
  empty,
  emptyTitle,
  className,
  children,
}: ItemListProps<Item>) {
  if (items.length === 0) return <EmptyState title={emptyTitle}>{empty}</EmptyState>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}
