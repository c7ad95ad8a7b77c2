import type { APIRequestContext } from '@playwright/test'

// Tests that need "a property page" or "an article" take the first one the API lists, so they
// follow whatever content the database holds instead of hard-coding a seeded id.

/** The listing's first property (newest first, as the API sorts it) and its page. */
export async function firstProperty(request: APIRequestContext) {
  const res = await request.get('/api/v1/properties?limit=1')
  if (!res.ok()) throw new Error(`/api/v1/properties answered ${res.status()}`)
  const list = (await res.json()) as { data: { docs: { _id: string; name: string }[] } }
  const property = list.data.docs[0]
  if (!property) throw new Error('the API lists no property')
  return { ...property, path: `/property/${property._id}` }
}

/** The news list's first article and its page (by slug when it has one). */
export async function firstArticle(request: APIRequestContext) {
  const res = await request.get('/api/v1/news?limit=1')
  if (!res.ok()) throw new Error(`/api/v1/news answered ${res.status()}`)
  const list = (await res.json()) as { data: { docs: { _id: string; slug?: string }[] } }
  const article = list.data.docs[0]
  if (!article) throw new Error('the API lists no article')
  return { ...article, path: `/news/${article.slug ?? article._id}` }
}

/** The projects list's first off-plan project and its page. */
export async function firstProject(request: APIRequestContext) {
  const res = await request.get('/api/v1/projects?limit=1')
  if (!res.ok()) throw new Error(`/api/v1/projects answered ${res.status()}`)
  const list = (await res.json()) as { data: { docs: { slug: string; name: string }[] } }
  const project = list.data.docs[0]
  if (!project) throw new Error('the API lists no project')
  return { ...project, path: `/projects/${project.slug}` }
}
