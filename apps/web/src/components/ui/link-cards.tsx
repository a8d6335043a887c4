import type { ReactNode } from "react";
import { Link } from "react-router";
import { ItemList } from "./item-list.tsx";

interface LinkCardsProps<Item extends { id: number }> {
  items: readonly Item[];
  /** What is said when there are none. */
  empty: string;
  /** The cards' titles are headings one level below the list's own heading. */
  headingLevel?: 2 | 3;
  /** A card's title: the item's name, opening its page. */
  link: (item: Item) => { to: string; title: string };
  /** What a card says under its title. */
  children?: (item: Item) => ReactNode;
}

/** A `.card-list` of cards whose title opens the item's page, or the empty state when there are none. */
export function LinkCards<Item extends { id: number }>({
  items,
  empty,
  headingLevel = 3,
  link,
  children,
}: LinkCardsProps<Item>) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ItemList items={items} empty={empty} className="card-list">
      {(item) => {
        const { to, title } = link(item);
        return (
          <li className="card">
            <Heading className="card__title">
              <Link to={to}>{title}</Link>
            </Heading>
            {children?.(item)}
          </li>
        );
      }}
    </ItemList>
  );
}
