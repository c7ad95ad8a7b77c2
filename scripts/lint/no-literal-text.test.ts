import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { noLiteralText } from './no-literal-text.mjs'

// The rule the lint stage runs on the site's pages and components (eslint.config.mjs): a visible
// text written as a literal fails, one from the messages passes.
// RuleTester runs its cases through these hooks when given them (ESLint's documented setup for
// test runners other than Mocha); its types do not declare them.
Object.assign(RuleTester, { afterAll, describe, it })

new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } }).run('no-literal-text', noLiteralText, {
  valid: [
    { code: "const a = <p>{t('title')}</p>" },
    { code: "const a = <img alt={photo.alt} />" },
    { code: 'const a = <p>{count} · {total}</p>' },
    { code: "const a = <a aria-label={t('whatsappAbout', { name })}>WhatsApp</a>" },
    { code: "const a = <input placeholder='+971' />" },
  ],
  invalid: [
    { code: 'const a = <p>Contact us</p>', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Contact us'}</p>", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`Contact us`}</p>', errors: [{ messageId: 'text' }] },
    { code: "const a = <img alt='A villa on the Palm' />", errors: [{ messageId: 'attribute' }] },
    { code: "const a = <button aria-label={'Close menu'} />", errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <p>اتصل بنا</p>', errors: [{ messageId: 'text' }] },
  ],
})
