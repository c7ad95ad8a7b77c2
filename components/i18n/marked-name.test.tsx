import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sentenceWithName } from './marked-name'

const zh = (name: string) => `对${name}感兴趣？`

describe('sentenceWithName', () => {
  it('marks an English name inside the edition’s sentence', () => {
    const html = renderToStaticMarkup(
      <h2>{sentenceWithName(zh, 'Two-bedroom in Lake Shore Tower', 'en')}</h2>,
    )
    expect(html).toBe('<h2>对<span lang="en">Two-bedroom in Lake Shore Tower</span>感兴趣？</h2>')
  })

  it('is the plain sentence for a name in the page’s language', () => {
    expect(sentenceWithName(zh, '湖岸大厦两居室', undefined)).toBe('对湖岸大厦两居室感兴趣？')
  })
})
