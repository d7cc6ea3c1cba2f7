import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberProductEntry } from '../../../../../contracts/member/entities';
import { LazyImage } from '../../../components/lazy-image';
import { notify } from '../../../components/notify';
import type { EntryList } from '../stores/entry-list';
import { useAccountT } from '../account-texts';
import { BusyButton } from '../../../components/busy-button';

const THUMB = 160;

export interface EntryListViewProps<T extends MemberProductEntry> {
  list: EntryList<T>;
  /** A grid of product cards (favourites) or rows (alarms). */
  layout: 'grid' | 'rows';
  emptyText: string;
  /** Under the empty text, e.g. a way back to the shop. */
  emptyAction?: ReactNode;
  /** What the entry adds under the product's name: prices, size, stock. */
  details: (entry: T) => ReactNode;
  /** The remove button's texts; absent for a list the member only reads. */
  removal?: { text: string; label: (entry: T) => string; removed: string; failed: string };
}

/** A member's product list (favourites, alarms, the collection): loaded when shown, each entry with its product link and, where the list allows it, a remove button. */
function EntryListViewOf<T extends MemberProductEntry>({ list, layout, emptyText, emptyAction, details, removal }: EntryListViewProps<T>) {
  const t = useAccountT();
  useEffect(() => { void list.load(); }, [list]);

  const remove = async (entry: T, texts: NonNullable<typeof removal>) => {
    try {
      await list.remove(entry);
      void notify('success', texts.removed);
    } catch (error) {
      void notify('error', texts.failed, error);
    }
  };

  // A failed read is not an empty list: nothing to show but the failure (S8.09 for favourites).
  if (list.error && list.entries.length === 0) return <p className="inline-error" role="alert">{t('loadFailed')} {list.error}</p>;
  if (!list.loaded) return <p aria-busy="true">{t('listLoading')}</p>;
  if (list.entries.length === 0) return <div className="account-empty"><p>{emptyText}</p>{emptyAction}</div>;

  return (
    <>
      {list.error ? <p className="inline-error" role="alert">{t('loadFailed')} {list.error}</p> : null}
      <ul className={`entry-list entry-list--${layout}`}>
        {list.entries.map((entry) => (
          <li key={list.keyOf(entry)} className="entry" data-testid="account-entry">
            {entry.imagePath ? <LazyImage src={entry.imagePath} alt="" width={THUMB} height={THUMB} className="entry__image" /> : <span className="entry__image" />}
            <div className="entry__body">
              <Link to={entry.routePath} className="entry__name">{entry.name}</Link>
              {details(entry)}
            </div>
            {removal && list.removable ? (
              <BusyButton
                className="button button--secondary entry__remove" aria-label={removal.label(entry)}
                busy={list.removing.has(list.keyOf(entry))} onClick={() => void remove(entry, removal)}
              >{removal.text}</BusyButton>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export const EntryListView = observer(EntryListViewOf) as <T extends MemberProductEntry>(props: EntryListViewProps<T>) => ReactElement;
