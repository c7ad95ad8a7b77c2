import { describe, expect, it } from 'vitest'
import { jsonViewFieldComponent, withJsonAsText } from './admin-cells'

describe('withJsonAsText', () => {
  it('shows every JSON field as read-only text, inside arrays too, and leaves the others be', () => {
    const fields = withJsonAsText([
      { name: 'input', type: 'json' },
      { name: 'taskSlug', type: 'text' },
      { name: 'log', type: 'array', fields: [{ name: 'error', type: 'json', admin: { description: 'why' } }] },
    ])
    expect(fields[0]).toMatchObject({ admin: { readOnly: true, components: { Field: jsonViewFieldComponent } } })
    expect(fields[1]).toEqual({ name: 'taskSlug', type: 'text' })
    expect(fields[2]!.fields![0]).toMatchObject({
      admin: { description: 'why', readOnly: true, components: { Field: jsonViewFieldComponent } },
    })
  })
})
