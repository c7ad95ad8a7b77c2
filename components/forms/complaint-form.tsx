import { ComplaintFormView } from './complaint-form-view'
import type { ComplaintFormProps } from './complaint-form.client'
import { FormIsland } from './form-island.client'
import { staticBinding, staticFormState } from './form-view'

/** The complaint form as the page uses it: markup first, interactive when needed (form-island). */
export function ComplaintForm({ loadWhenIdle, ...props }: ComplaintFormProps & { loadWhenIdle?: boolean }) {
  return (
    <FormIsland kind="complaint" props={props} loadWhenIdle={loadWhenIdle}>
      <ComplaintFormView {...staticFormState} idPrefix="complaint" className={props.className} bind={staticBinding()} />
    </FormIsland>
  )
}
