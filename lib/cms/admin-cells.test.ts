import { describe, expect, it } from 'vitest'
import { adminCells, jsonViewFieldComponent, withJsonAsText, withReadableValues } from './admin-cells'

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

describe('withReadableValues', () => {
  it('labels a select’s options and words its checkboxes, inside arrays and tabs, keeping the stored values', () => {
    const fields = withReadableValues(
      [
        { name: 'taskSlug', type: 'select', options: ['inline', 'alertsDeliver'] },
        { name: 'log', type: 'array', fields: [{ name: 'taskSlug', type: 'select', options: ['alertsDeliver'] }] },
        { type: 'tabs', tabs: [{ fields: [{ name: 'hasError', type: 'checkbox' }, { name: 'other', type: 'checkbox' }] }] },
      ],
      { name: 'taskSlug', label: 'Task', labels: { alertsDeliver: 'Send an alert e-mail' } },
      ['hasError'],
    )
    expect(fields[0]).toMatchObject({ label: 'Task' })
    expect(fields[0]!.options).toEqual([
      { value: 'inline', label: 'inline' },
      { value: 'alertsDeliver', label: 'Send an alert e-mail' },
    ])
    expect(fields[1]!.fields![0]).toMatchObject({ options: [{ value: 'alertsDeliver', label: 'Send an alert e-mail' }] })
    const tab = fields[2]!.tabs![0]!.fields!
    expect(tab[0]).toMatchObject({ admin: { components: { Cell: adminCells.yesNo } } })
    expect(tab[1]).toEqual({ name: 'other', type: 'checkbox' })
  })
})
