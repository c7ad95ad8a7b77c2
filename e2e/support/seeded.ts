import type { APIRequestContext } from '@playwright/test'

// Tests that need "a property page" or "an article" take the first one the API lists, so they
// follow whatever content the database holds instead of hard-coding a seeded id.

/** The first document `endpoint` lists (as the API sorts it); `noun` names it in the errors. */
async function firstListed<Doc>(request: APIRequestContext, endpoint: string, noun: string): Promise<Doc> {
  const res = await request.get(`${endpoint}?limit=1`)
  if (!res.ok()) throw new Error(`${endpoint} answered ${res.status()}`)
  const list = (await res.json()) as { data: { docs: Doc[] } }
  const doc = list.data.docs[0]
  if (!doc) throw new Error(`the API lists no ${noun}`)
  return doc
}

/** The listing's first property (newest first, as the API sorts it) and its page. */
export async function firstProperty(request: APIRequestContext) {
  const property = await firstListed<{ _id: string; name: string }>(request, '/api/v1/properties', 'property')
  return { ...property, path: `/property/${property._id}` }
}

/** The news list's first article and its page (by slug when it has one). */
export async function firstArticle(request: APIRequestContext) {
  const article = await firstListed<{ _id: string; slug?: string }>(request, '/api/v1/news', 'article')
  return { ...article, path: `/news/${article.slug ?? article._id}` }
}

/** The projects list's first off-plan project and its page. */
export async function firstProject(request: APIRequestContext) {
  const project = await firstListed<{ slug: string; name: string }>(request, '/api/v1/projects', 'project')
  return { ...project, path: `/projects/${project.slug}` }
}
