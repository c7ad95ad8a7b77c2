import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import {
  announceFirstViewImage, collectFirstViewImages, installHintStore, preloadLinkOf, withLink,
} from './first-view-hints.mjs'

const hero = {
  src: '/_next/image?url=%2Fimages%2Fhero.jpg&w=3840&q=60',
  srcSet: '/_next/image?url=%2Fimages%2Fhero.jpg&w=640&q=60 640w, /_next/image?url=%2Fimages%2Fhero.jpg&w=828&q=60 828w',
  sizes: '100vw',
}

describe('the preload a response names', () => {
  it('is the first announced picture, with its srcset and sizes, at high priority', () => {
    expect(preloadLinkOf([hero, { src: '/other.jpg' }])).toBe(
      `<${hero.src}>; rel=preload; as=image; imagesrcset="${hero.srcSet}"; imagesizes="100vw"; fetchpriority=high`,
    )
  })

  it('is a plain preload for a picture without a srcset', () => {
    expect(preloadLinkOf([{ src: '/a.jpg' }])).toBe('</a.jpg>; rel=preload; as=image; fetchpriority=high')
  })

  it('is none when nothing was announced, or the address cannot be a header value', () => {
    expect(preloadLinkOf([])).toBeNull()
    expect(preloadLinkOf([{ src: '/café.jpg' }])).toBeNull()
    expect(preloadLinkOf([{ ...hero, sizes: '"100vw"' }])).toBeNull()
  })

  it("is added to the Link header Next set, or is the whole of it", () => {
    expect(withLink('</>; rel=preconnect', '</a.jpg>; rel=preload')).toBe('</>; rel=preconnect, </a.jpg>; rel=preload')
    expect(withLink(['<a>; rel=preconnect', '<b>; rel=preconnect'], '<c>')).toBe('<a>; rel=preconnect, <b>; rel=preconnect, <c>')
    expect(withLink(undefined, '<c>')).toBe('<c>')
  })
})

describe('collecting what a render announces', () => {
  it('keeps each render to its own list, however their steps interleave', async () => {
    installHintStore(new AsyncLocalStorage())
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1))
    const render = async (src: string) => {
      await tick()
      announceFirstViewImage({ src })
      await tick()
      announceFirstViewImage({ src: `${src}-second` })
    }
    const one = collectFirstViewImages(() => render('/one.jpg'))
    const two = collectFirstViewImages(() => render('/two.jpg'))
    await Promise.all([one.result, two.result])
    expect(one.images.map((image) => image.src)).toEqual(['/one.jpg', '/one.jpg-second'])
    expect(two.images.map((image) => image.src)).toEqual(['/two.jpg', '/two.jpg-second'])
  })

  it('ignores an announcement made outside a render the server started', () => {
    installHintStore(new AsyncLocalStorage())
    expect(() => announceFirstViewImage({ src: '/stray.jpg' })).not.toThrow()
  })
})
