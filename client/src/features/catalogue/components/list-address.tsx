import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router';
import { addressNow, isPlainClick } from '../../../lib/address-now';
import { criteriaFromSearch, listHref, type ListCriteria } from '../../../lib/list-criteria';

/** A shopper's change to a list: the criteria it starts from in, the criteria wanted out. */
export type ListChange = (criteria: ListCriteria) => ListCriteria;

function hrefOf(pathname: string, search: string, change: ListChange): string {
  return listHref(pathname, change(criteriaFromSearch(search)), search);
}

/**
 * A list's own address changes. `href` is what a link shows (drawn from the page's location: the
 * address a new tab opens); `go` follows a change from the address as it is when the shopper acts,
 * so two choices made quickly, the second before the first one's list is drawn, both hold.
 */
export function useListAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return {
    href: (change: ListChange) => hrefOf(pathname, search, change),
    go: (change: ListChange) => {
      const now = addressNow();
      void navigate(hrefOf(now.pathname, now.search, change));
    },
  };
}

type ListLinkProps = Omit<LinkProps, 'to' | 'onClick'> & { change: ListChange; children: ReactNode };

/** A link that changes the list (a facet, a chip, a page): followed from the address as it is now. */
export function ListLink({ change, ...rest }: ListLinkProps) {
  const { href, go } = useListAddress();
  return (
    <Link
      {...rest} to={href(change)} onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(change);
      }} />
  );
}
