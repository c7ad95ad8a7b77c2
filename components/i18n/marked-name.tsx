import { Fragment, type ReactNode } from 'react'

/** Stands in for the name while the sentence is translated: a private-use character no text has. */
const PLACE = '\uE000'

/**
 * A translated sentence around a document's name, the name marked `lang` where it is the English
 * fallback of a document not yet in the page's edition ("对<span lang="en">Two-bedroom in …</span>感兴趣？").
 * `say` is the translation, given the name; without a fallback it is just that text.
 */
export function sentenceWithName(
  say: (name: string) => string,
  name: string,
  lang: 'en' | undefined,
): ReactNode {
  if (!lang) return say(name)
  const [first = '', ...rest] = say(PLACE).split(PLACE)
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <span lang={lang}>{name}</span>
          {part}
        </Fragment>
      ))}
    </>
  )
}
