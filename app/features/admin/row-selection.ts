// The rows chosen for a bulk action on one page of a list (docs/product.md#admin-inventory): only
// rows shown now can be chosen, so an action never reaches a car staff cannot see. A new page,
// search or sort starts with nothing chosen.
import { useCallback, useMemo, useState } from 'react';

export type SelectAllState = 'none' | 'some' | 'all';

export interface RowSelection {
  /** The chosen ids, in the order of the rows. */
  ids: number[];
  count: number;
  isSelected: (id: number) => boolean;
  toggle: (id: number, selected?: boolean) => void;
  /** The header checkbox: every row of the page, or none when all are chosen already. */
  toggleAll: () => void;
  allState: SelectAllState;
  clear: () => void;
}

/**
 * `rowIds` are the ids on the page now; `pageKey` names the page (its URL): when it changes the
 * selection is dropped. Ids that left the page (deleted, filtered out on reload) drop out too.
 */
export function useRowSelection(rowIds: readonly number[], pageKey: string): RowSelection {
  const [state, setState] = useState<{ pageKey: string; chosen: ReadonlySet<number> }>({
    pageKey,
    chosen: new Set(),
  });
  const chosen = state.pageKey === pageKey ? state.chosen : EMPTY;
  const ids = useMemo(() => rowIds.filter((id) => chosen.has(id)), [rowIds, chosen]);
  const visible = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (id: number, selected?: boolean) =>
      setState((current) => {
        const next = new Set(current.pageKey === pageKey ? current.chosen : EMPTY);
        if (selected ?? !next.has(id)) next.add(id);
        else next.delete(id);
        return { pageKey, chosen: next };
      }),
    [pageKey],
  );

  const allState: SelectAllState =
    ids.length === 0 ? 'none' : ids.length === rowIds.length ? 'all' : 'some';

  const toggleAll = useCallback(
    () =>
      setState({
        pageKey,
        chosen: allState === 'all' ? EMPTY : new Set(rowIds),
      }),
    [pageKey, allState, rowIds],
  );

  const clear = useCallback(() => setState({ pageKey, chosen: EMPTY }), [pageKey]);

  return {
    ids,
    count: ids.length,
    isSelected: (id) => visible.has(id),
    toggle,
    toggleAll,
    allState,
    clear,
  };
}

const EMPTY: ReadonlySet<number> = new Set();
