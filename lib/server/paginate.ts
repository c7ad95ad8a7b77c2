import 'server-only'
import type { PaginatedDocs } from 'payload'
import type { Paginated } from '@/lib/api/types'

/** Payload's page result in the provider's (mongoose-paginate) shape. */
export function toPaginated<D, T>(result: PaginatedDocs<D>, map: (doc: D) => T): Paginated<T> {
  return {
    docs: result.docs.map(map),
    totalDocs: result.totalDocs,
    limit: result.limit,
    page: result.page ?? 1,
    // Payload says 1 page for an empty result; the contract counts pages of documents.
    totalPages: result.totalDocs === 0 ? 0 : result.totalPages,
    hasNextPage: result.hasNextPage,
    hasPrevPage: result.hasPrevPage,
    nextPage: result.nextPage ?? null,
    prevPage: result.prevPage ?? null,
  }
}

/** An empty page for a query that can match nothing, answered without asking the database. */
export function emptyPage<T>(page: number, limit: number): Paginated<T> {
  return {
    docs: [],
    totalDocs: 0,
    limit,
    page,
    totalPages: 0,
    hasNextPage: false,
    hasPrevPage: page > 1,
    nextPage: null,
    prevPage: page > 1 ? page - 1 : null,
  }
}
