// How a service reads one page of a list (Drizzle's dynamic-query pattern for limit/offset).
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page, Paging } from '../../common/schemas/api';

/** Limits a select (made `$dynamic()`) to the rows of `paging`'s page. */
export function withPaging<T extends PgSelect>(query: T, paging: Paging) {
  return query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
}

/** The page answer: its items, the total of the whole list, and where it stands. */
export function pageOf<T>(items: T[], total: number | undefined, paging: Paging): Page<T> {
  return { items, total: total ?? 0, page: paging.page, pageSize: paging.pageSize };
}
